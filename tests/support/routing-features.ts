/**
 * Map features for routing tests, drawn in metres east and north of a point in Łódź so that lengths
 * read off the drawing: m(10, 0) is 10 m east of m(0, 0).
 */
import type { GraphFeature } from "../../src/server/routing/graph-types.ts";

type Position = [number, number];
type Properties = Record<string, unknown>;

const origin = { lon: 19.4671, lat: 51.7701 };
const rad = Math.PI / 180;
const metresPerDegreeLat = 6_371_008.8 * rad;
const metresPerDegreeLon = metresPerDegreeLat * Math.cos(origin.lat * rad);

export const m = (x: number, y: number): Position => [
  origin.lon + x / metresPerDegreeLon,
  origin.lat + y / metresPerDegreeLat,
];

let nextId = 1;
const make = (type: string, floor: string, geometry: GraphFeature["geometry"], properties: Properties) => ({
  id: nextId++,
  floor,
  type,
  geometry,
  properties,
});

export const route = (floor: string, points: Position[], properties: Properties = {}): GraphFeature =>
  make("route", floor, { type: "LineString", coordinates: points }, properties);

export const stairs = (floor: string, points: Position[], properties: Properties = {}): GraphFeature =>
  make("stairs", floor, { type: "LineString", coordinates: points }, properties);

export const door = (floor: string, points: Position[], properties: Properties = {}): GraphFeature =>
  make("door", floor, { type: "LineString", coordinates: points }, properties);

export const connector = (floor: string, at: Position, properties: Properties = {}): GraphFeature =>
  make("connector", floor, { type: "Point", coordinates: at }, properties);

export const poi = (floor: string, at: Position, properties: Properties = {}): GraphFeature =>
  make("poi", floor, { type: "Point", coordinates: at }, properties);

/** A rectangular room from corner (x1, y1) to (x2, y2), in metres. */
export const room = (
  floor: string,
  [x1, y1, x2, y2]: [number, number, number, number],
  properties: Properties = {},
): GraphFeature =>
  make(
    "room",
    floor,
    { type: "Polygon", coordinates: [[m(x1, y1), m(x2, y1), m(x2, y2), m(x1, y2), m(x1, y1)]] },
    properties,
  );
