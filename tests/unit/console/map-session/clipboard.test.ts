import { describe, expect, it, test } from "vitest";
import {
  clipboardKey,
  copyToClipboard,
  duplicateOffset,
  pasteFeatures,
  readClipboard,
} from "../../../../src/console/map/session/clipboard.ts";
import type { FeatureDraft, Position, SessionFeature } from "../../../../src/console/map/session/types.ts";
import { origin, square } from "./fixtures.ts";

const memoryStorage = (initial?: string) => {
  const items = new Map<string, string>(initial === undefined ? [] : [[clipboardKey, initial]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const room: SessionFeature = { key: "12", geometry: square(0, 0), properties: { type: "room", name: "A1" } };
const beacon: SessionFeature = {
  key: "new-3",
  geometry: { type: "Point", coordinates: origin },
  properties: { type: "beaconplace" },
};
const draft = ({ geometry, properties }: SessionFeature): FeatureDraft => ({ geometry, properties });

describe("copyToClipboard and readClipboard", () => {
  it("keeps geometry, properties and the floor, not the keys", () => {
    const storage = memoryStorage();
    expect(copyToClipboard(storage, [room, beacon], "p2")).toBe(true);
    expect(JSON.parse(storage.items.get("console.map.clipboard") ?? "")).toEqual({
      floor: "p2",
      features: [draft(room), draft(beacon)],
    });
    expect(readClipboard(storage)).toEqual({ floor: "p2", features: [draft(room), draft(beacon)] });
  });

  it("says so when the storage refuses", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(copyToClipboard(full, [room], "p0")).toBe(false);
  });

  const valid = (features: unknown[]) => JSON.stringify({ floor: "p0", features });
  const garbage: [string, { given: string | undefined; want: null }][] = [
    ["nothing stored", { given: undefined, want: null }],
    ["not JSON", { given: "{oops", want: null }],
    ["JSON null", { given: "null", want: null }],
    ["an array", { given: "[]", want: null }],
    ["no floor", { given: JSON.stringify({ features: [draft(room)] }), want: null }],
    ["a numeric floor", { given: JSON.stringify({ floor: 0, features: [draft(room)] }), want: null }],
    ["features not a list", { given: JSON.stringify({ floor: "p0", features: {} }), want: null }],
    ["no features", { given: valid([]), want: null }],
    ["a feature without properties", { given: valid([{ geometry: room.geometry }]), want: null }],
    [
      "properties without a type",
      { given: valid([{ geometry: room.geometry, properties: { name: "x" } }]), want: null },
    ],
    [
      "an unknown geometry type",
      { given: valid([{ ...draft(room), geometry: { type: "Circle", coordinates: origin } }]), want: null },
    ],
    [
      "a geometry type from Object",
      { given: valid([{ ...draft(room), geometry: { type: "toString", coordinates: [] } }]), want: null },
    ],
    [
      "text coordinates",
      {
        given: valid([{ ...draft(beacon), geometry: { type: "Point", coordinates: ["19", "51"] } }]),
        want: null,
      },
    ],
    [
      "a point with three numbers",
      {
        given: valid([{ ...draft(beacon), geometry: { type: "Point", coordinates: [1, 2, 3] } }]),
        want: null,
      },
    ],
    [
      "a polygon with a flat ring",
      {
        given: valid([{ ...draft(room), geometry: { type: "Polygon", coordinates: [origin] } }]),
        want: null,
      },
    ],
    [
      "one good and one bad feature",
      { given: valid([draft(room), { geometry: null, properties: { type: "room" } }]), want: null },
    ],
  ];
  test.each(garbage)("%s: null", (_, { given, want }) => {
    expect(readClipboard(memoryStorage(given))).toBe(want);
  });
});

const firstPosition = (features: FeatureDraft[]): Position | undefined => {
  const geometry = features[0]?.geometry;
  return geometry?.type === "Polygon" ? geometry.coordinates[0]?.[0] : undefined;
};

describe("duplicateOffset", () => {
  it("shifts copies about 2 m east and 2 m south, keeping properties and the originals", () => {
    const original = draft(room);
    const [lon, lat] = firstPosition(duplicateOffset([original])) ?? [0, 0];
    // 2 m is about 0.0000290° of longitude and 0.0000180° of latitude at 51.77° N.
    expect(lon - origin[0]).toBeCloseTo(0.000029, 6);
    expect(lat - origin[1]).toBeCloseTo(-0.000018, 6);
    expect(duplicateOffset([original])[0]?.properties).toEqual(room.properties);
    expect(original.geometry).toEqual(square(0, 0));
  });
});

describe("pasteFeatures", () => {
  const clipboard = { floor: "p1", features: [draft(room)] };
  const shifted = firstPosition(duplicateOffset(clipboard.features));
  const cases: [string, { given: string; want: Position | undefined }][] = [
    ["on the floor it was copied from: shifted, so it is visible", { given: "p1", want: shifted }],
    ["on another floor: in place", { given: "p3", want: origin }],
  ];
  test.each(cases)("%s", (_, { given, want }) => {
    const pasted = pasteFeatures(clipboard, given);
    expect(pasted.map((feature) => feature.properties)).toEqual([room.properties]);
    expect(firstPosition(pasted)).toEqual(want);
  });

  test("the shift really moves", () => expect(shifted).not.toEqual(origin));
});
