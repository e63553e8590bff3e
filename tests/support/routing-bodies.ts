/**
 * GeoJSON bodies for POST /api/geo of the small building the routing tests draw (routing-path,
 * app-route, map-closures): in metres east and north of a point in Łódź (routing-features.ts), a
 * corridor along y = 0 from x = 0 to 40, connectors on it, rooms of 10 × 6 m north of it with a door
 * in the middle of their south wall. Each feature has a key of its own.
 */
import { m } from "./routing-features.ts";

type Position = [number, number];
type Properties = Record<string, unknown>;

export const line = (...coordinates: Position[]) => ({ type: "LineString", coordinates });
export const point = (at: Position) => ({ type: "Point", coordinates: at });
const box = (x1: number, y1: number, x2: number, y2: number) => ({
  type: "Polygon",
  coordinates: [[m(x1, y1), m(x2, y1), m(x2, y2), m(x1, y2), m(x1, y1)]],
});
let keys = 0;
export const feature = (type: string, geometry: object, properties: Properties = {}) => ({
  type: "Feature",
  geometry,
  properties: { type, key: `${type}-${++keys}`, ...properties },
});
export const corridor = () => feature("route", line(m(0, 0), m(20, 0), m(40, 0)));
/** a connector (stairs, a lift) at `at`, joined to the same `key` on other floors */
export const stop = (
  at: Position,
  key: string,
  connector_type: string,
  travel_time: number,
  extra: Properties = {},
) => feature("connector", point(at), { connector_key: key, connector_type, travel_time, ...extra });
/** the room `key` from x to x + 10, named by its key unless `names` says otherwise */
export const room = (key: string, x: number, names: Properties = {}) =>
  feature("room", box(x, 2, x + 10, 8), { key, name_pl: key, ...names });
export const doorOf = (name: string, x: number, extra: Properties = {}) =>
  feature("door", line(m(x + 4.5, 2), m(x + 5.5, 2)), { room: name, ...extra });
