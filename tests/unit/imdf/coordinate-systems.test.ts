import { describe, expect, it } from "vitest";
import { conversionOf, convertPositions, systemCode } from "../../../src/server/imdf/coordinate-systems.ts";
import { ImdfError } from "../../../src/server/imdf/imdf-error.ts";

const named = (name: string) => ({ type: "name", properties: { name } });

describe("systemCode", () => {
  it.each([
    ["EPSG:2180", "2180"],
    ["epsg:2180", "2180"],
    ["urn:ogc:def:crs:EPSG::2180", "2180"],
    ["urn:ogc:def:crs:EPSG:6.18:2180", "2180"],
    ["http://www.opengis.net/def/crs/EPSG/0/2177", "2177"],
    [" EPSG:3857 ", "3857"],
    ["urn:ogc:def:crs:OGC:1.3:CRS84", "CRS84"],
    ["urn:ogc:def:crs:OGC::CRS84", "CRS84"],
    ["urn:ogc:def:crs:OGC:CRS84", null],
    ["OGC:CRS84", "CRS84"],
    ["http://www.opengis.net/def/crs/OGC/1.3/CRS84", "CRS84"],
    ["ETRS89 / Poland CS92", null],
    ["EPSG:", null],
  ])("%s -> %s", (name, code) => {
    expect(systemCode(name)).toBe(code);
  });
});

/** within 1e-9 degrees (0.1 mm) */
const near = (actual: number[], expected: number[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => {
    expect(Math.abs(value - (expected[i] as number))).toBeLessThan(1e-9);
  });
};

describe("conversionOf", () => {
  it("needs no conversion without a member, or for WGS84 and CRS84", () => {
    for (const member of [undefined, null, named("EPSG:4326"), named("urn:ogc:def:crs:OGC:1.3:CRS84")])
      expect(conversionOf(member, "unit.geojson")).toBeNull();
  });

  // each grid's false origin, where its projection's central meridian meets its latitude of origin
  it.each([
    ["EPSG:2180", [500_000, -5_300_000], [19, 0]],
    ["urn:ogc:def:crs:EPSG::2176", [5_500_000, 0], [15, 0]],
    ["EPSG:2177", [6_500_000, 0], [18, 0]],
    ["EPSG:2178", [7_500_000, 0], [21, 0]],
    ["EPSG:2179", [8_500_000, 0, 12.5], [24, 0, 12.5]],
    ["EPSG:3857", [20_037_508.342789244, 0], [180, 0]],
    ["EPSG:4258", [19.47, 51.77], [19.47, 51.77]],
  ])("converts %s to WGS84, a height kept", (name, position, expected) => {
    const convert = conversionOf(named(name), "unit.geojson");
    expect(convert).not.toBeNull();
    near(convert?.(position) ?? [], expected);
  });

  it.each([
    ["an unknown EPSG code", named("EPSG:31467"), 3480, "unit.geojson: EPSG:31467"],
    ["a name of no known form", named("ETRS89 / Poland CS92"), 3480, "unit.geojson: ETRS89 / Poland CS92"],
    [
      "a linked system",
      { type: "link", properties: { href: "http://example.com/crs/42" } },
      3481,
      'unit.geojson: {"type":"link","properties":{"href":"http://example.com/crs/42"}}',
    ],
    ["a bare name", "EPSG:2180", 3481, 'unit.geojson: "EPSG:2180"'],
  ])("refuses %s, naming the file and the system", (_name, member, code, detail) => {
    let thrown: unknown;
    try {
      conversionOf(member, "unit.geojson");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ImdfError);
    expect({ code: (thrown as ImdfError).code, detail: (thrown as ImdfError).detail }).toEqual({
      code,
      detail,
    });
  });
});

describe("convertPositions", () => {
  it("converts every position of a multipolygon, leaving what is no position for the geometry check", () => {
    const shift = (p: number[]) => p.map((n) => n + 1);
    const square = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(convertPositions([[square], [square]], shift)).toEqual([[square.map(shift)], [square.map(shift)]]);
    expect(convertPositions([["a", 1], [Number.NaN, 2], 3], shift)).toEqual([["a", 1], [Number.NaN, 2], 3]);
    expect(convertPositions("none", shift)).toBe("none");
  });
});
