import { describe, expect, it } from "vitest";
import {
  downloadFileName,
  floorDownloadUrl,
} from "../../../../src/console/map/download/floor-download-url.ts";

const types = [{ id: "room" }, { id: "door" }, { id: "poi" }];
const origin = "https://console.example";

describe("floorDownloadUrl", () => {
  it.each([
    ["every type shown: no types, so types added later come too", [], "profile=p0"],
    ["some hidden: the shown ones", ["door"], "profile=p0&types=room%2Cpoi"],
    ["a hidden type the map no longer has changes nothing", ["castle"], "profile=p0"],
    ["all but one hidden", ["room", "poi"], "profile=p0&types=door"],
  ])("%s", (_name, hidden, query) => {
    expect(floorDownloadUrl(origin, "p0", types, new Set(hidden))).toBe(
      `${origin}/api/geo/download?${query}`,
    );
  });

  it("is null when no type is shown, and asks for everything before the types have loaded", () => {
    expect(floorDownloadUrl(origin, "p-1", types, new Set(["room", "door", "poi"]))).toBeNull();
    expect(floorDownloadUrl(origin, "p-1", [], new Set(["room"]))).toBe(
      `${origin}/api/geo/download?profile=p-1`,
    );
  });
});

describe("downloadFileName", () => {
  it.each([
    ['attachment; filename="map-p0-2026-03-01.geojson"', "map-p0-2026-03-01.geojson"],
    ["attachment", "map-p0.geojson"],
    [null, "map-p0.geojson"],
  ])("%s -> %s", (disposition, name) => {
    expect(downloadFileName(disposition, "map-p0.geojson")).toBe(name);
  });
});
