/**
 * The stored form of a geometry (src/server/map/geometry-rules.ts): positions rounded to 7 decimals,
 * except where rounding would make a valid shape invalid. Reading the PolyMap export with GDAL found
 * six rooms whose narrow spikes, a few millimetres wide, collapsed into crossing edges once rounded.
 */
import { describe, expect, it } from "vitest";
import { checkGeometry } from "../../../src/server/map/geometry-rules.ts";
import { geometryDefect } from "../../../src/shared/geometry-validity.ts";

const [x, y] = [19.47, 51.77];
const at = (dx: number, dy: number): [number, number] => [x + dx, y + dy];

/** a square room with a spike 4e-8 degrees (3 mm) wide at its base: valid, but not once rounded to 1e-7 */
const spiked = {
  type: "Polygon",
  coordinates: [
    [
      at(0, 0),
      at(1e-3, 0),
      at(1e-3, 1e-3),
      at(5e-4 + 4e-8, 1e-3),
      at(5e-4 + 2e-8, 2e-3),
      at(5e-4, 1e-3),
      at(0, 1e-3),
      at(0, 0),
    ],
  ],
};

const rounded = (geometry: { type: string; coordinates: unknown }) => ({
  type: geometry.type,
  coordinates: JSON.parse(JSON.stringify(geometry.coordinates), (_key, value) =>
    typeof value === "number" ? Math.round(value * 1e7) / 1e7 : value,
  ),
});

describe("checkGeometry", () => {
  it("rounds positions to 7 decimals", () => {
    const square = {
      type: "Polygon",
      coordinates: [[at(0, 0), at(1.23456789e-3, 0), at(1e-3, 1e-3), at(0, 0)]],
    };
    const checked = checkGeometry("room", square);
    expect("geometry" in checked && checked.geometry.coordinates).toEqual(rounded(square).coordinates);
  });

  it("keeps a valid shape as it came when rounding would pinch it, so a valid input stays valid", () => {
    expect(geometryDefect(spiked)).toBeNull();
    expect(geometryDefect(rounded(spiked))).toBe("selfIntersection");
    const checked = checkGeometry("room", spiked);
    expect("geometry" in checked && checked.geometry).toEqual(spiked);
    if ("geometry" in checked) expect(geometryDefect(checked.geometry)).toBeNull();
  });

  it.each([
    ["a bow-tie room", "room", [at(0, 0), at(1e-3, 1e-3), at(1e-3, 0), at(0, 1e-3), at(0, 0)], 1510],
    ["a level whose second ring lies outside the first", "level", null, 1513],
  ])("refuses %s", (_name, type, ring, code) => {
    const shell = [at(0, 0), at(1e-3, 0), at(1e-3, 1e-3), at(0, 1e-3), at(0, 0)];
    const outside = [at(2e-3, 0), at(3e-3, 0), at(3e-3, 1e-3), at(2e-3, 1e-3), at(2e-3, 0)];
    const coordinates = ring ? [ring] : [shell, outside];
    expect(checkGeometry(type as "room", { type: "Polygon", coordinates })).toEqual({ code });
  });
});
