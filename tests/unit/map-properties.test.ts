import { describe, expect, it } from "vitest";
import type { FieldErrors } from "../../src/server/http/api-error.ts";
import { checkMapProperties } from "../../src/server/map/map-properties.ts";
import { campusMap } from "../../src/server/seed/campus-map.ts";

const check = (type: string, properties: Record<string, unknown>) => {
  const errors: FieldErrors = {};
  const cleaned = checkMapProperties(type, properties, "new.0", errors);
  return { cleaned, errors };
};

describe("checkMapProperties", () => {
  it.each([
    [
      "a room with its required properties",
      { type: "room", given: { key: "A-1", name_pl: "Sala" }, want: {} },
    ],
    [
      "a missing required property",
      { type: "room", given: { name_pl: "Sala" }, want: { "new.0.properties.key": [1400] } },
    ],
    [
      "a blank required property",
      { type: "room", given: { key: "", name_pl: "Sala" }, want: { "new.0.properties.key": [1400] } },
    ],
    [
      "a property the type does not have",
      {
        type: "wall",
        given: { key: "W", connector_type: "lift" },
        want: { "new.0.properties.connector_type": [1401] },
      },
    ],
    [
      "a wrong kind of value",
      {
        type: "room",
        given: { key: "A", name_pl: "S", accessible: "yes" },
        want: { "new.0.properties.accessible": [1402] },
      },
    ],
    [
      "an object where a value belongs",
      {
        type: "room",
        given: { key: "A", name_pl: { deep: { deeper: [1] } } },
        want: { "new.0.properties.name_pl": [1402] },
      },
    ],
    [
      "a number below its bound",
      {
        type: "route",
        given: { key: "R", travel_time: -1 },
        want: { "new.0.properties.travel_time": [1600] },
      },
    ],
    [
      "a text above its bound",
      {
        type: "room",
        given: { key: "x".repeat(65), name_pl: "S" },
        want: { "new.0.properties.key": [1601] },
      },
    ],
    [
      "a value outside its list",
      {
        type: "connector",
        given: { key: "C", connector_type: "rope", connector_key: "S" },
        want: { "new.0.properties.connector_type": [1602] },
      },
    ],
    [
      "a malformed MAC address",
      { type: "beaconplace", given: { key: "B", mac: "zz" }, want: { "new.0.properties.mac": [1602] } },
    ],
    [
      "min zoom above max zoom",
      {
        type: "poi",
        given: { key: "P", name_pl: "P", min_zoom: 20, max_zoom: 15 },
        want: { "new.0.properties.max_zoom": [1603] },
      },
    ],
    [
      "an unknown type",
      { type: "spaceship", given: { key: "S" }, want: { "new.0.properties.type": [1300] } },
    ],
  ])("%s", (_name, { type, given, want }) => {
    const { cleaned, errors } = check(type, given);
    expect(errors).toEqual(want);
    expect(cleaned === null).toBe(Object.keys(want).length > 0);
  });

  it("reads a blank optional property as unset", () => {
    expect(check("room", { key: "A", name_pl: "S", alias: "" }).cleaned).toEqual({
      key: "A",
      name_pl: "S",
      alias: null,
    });
  });

  it("accepts every feature of the demo campus", () => {
    const beacon = {
      id: 1,
      name: "B1",
      mac: "F4:B8:5E:00:11:22",
      floor: "p0" as const,
      place: { outdoor: [10, 10] as [number, number] },
    };
    const features = campusMap({ categories: {}, beacons: [beacon] });
    const refused = features
      .map((f) => ({
        key: f.properties.key,
        ...check(f.type, Object.fromEntries(Object.entries(f.properties).filter(([k]) => k !== "type"))),
      }))
      .filter((r) => r.cleaned === null);
    expect(refused).toEqual([]);
  });
});
