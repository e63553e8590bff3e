/**
 * Geodesic measures and how they are written: lengths and areas on the sphere (not the map's
 * stretched plane), in metres or kilometres, with the decimal separator of each language.
 */
import LineString from "ol/geom/LineString";
import Polygon from "ol/geom/Polygon";
import { fromLonLat } from "ol/proj";
import { describe, expect, it } from "vitest";
import {
  featureMeasures,
  formatArea,
  formatLength,
  measureOf,
} from "../../../../src/console/map/measure/measurement.ts";

/** metres of one degree of latitude on the sphere of OpenLayers' mean radius (6,371,008.8 m) */
const degree = (6371008.8 * Math.PI) / 180;

describe("measures on the sphere", () => {
  it("a north-south line in the map's projection measures its true length, not its stretched one", () => {
    const line = new LineString([fromLonLat([19.47, 51.77]), fromLonLat([19.47, 51.771])]);
    expect(measureOf("distance", line)).toBeCloseTo(degree / 1000, 3);
  });

  it("a room of 0.0001° × 0.0001° in Łódź has the area of its ground", () => {
    const room = {
      type: "Polygon" as const,
      coordinates: [
        [
          [19.47, 51.77],
          [19.4701, 51.77],
          [19.4701, 51.7701],
          [19.47, 51.7701],
          [19.47, 51.77],
        ] as [number, number][],
      ],
    };
    const measures = featureMeasures(room);
    const side = degree / 10_000;
    const width = side * Math.cos((51.77005 * Math.PI) / 180);
    expect(measures).not.toBeNull();
    if (!measures || !("area" in measures)) throw new Error("no area");
    expect(measures.area).toBeCloseTo(side * width, 0);
    expect(measures.perimeter).toBeCloseTo(2 * (side + width), 1);
    const drawn = new Polygon([room.coordinates[0]?.map((p) => fromLonLat(p)) ?? []]);
    expect(measureOf("area", drawn)).toBeCloseTo(measures.area, 3);
  });

  it("a line's length; nothing for a point", () => {
    const line = {
      type: "LineString" as const,
      coordinates: [
        [19.47, 51.77],
        [19.47, 51.78],
      ] as [number, number][],
    };
    expect(featureMeasures(line)).toEqual({ length: expect.closeTo(degree / 100, 3) });
    expect(featureMeasures({ type: "Point", coordinates: [19.47, 51.77] })).toBeNull();
  });
});

describe("measures written", () => {
  it.each([
    [3.14259, "pl", "3,14 m"],
    [3.14259, "en", "3.14 m"],
    [123.456, "pl", "123,5 m"],
    [999.94, "en", "999.9 m"],
    [1234.5, "pl", "1,23 km"],
    [12_345, "en", "12.35 km"],
  ])("length %d in %s: %s", (metres, lang, text) => {
    expect(formatLength(metres, lang)).toBe(text);
  });

  it.each([
    [12.345, "pl", "12,35 m²"],
    [4567.89, "en", "4,567.9 m²"],
    [4567.89, "pl", "4567,9 m²"],
    [2_500_000, "pl", "2,50 km²"],
  ])("area %d in %s: %s", (squareMetres, lang, text) => {
    expect(formatArea(squareMetres, lang)).toBe(text);
  });
});
