/**
 * GeoJSON bodies for the map calls (POST/PUT /api/geo): shapes, and features of a type with the
 * properties manifests/map.yaml requires filled in, each with a key of its own.
 */
export type Position = [number, number];
export type Feature = {
  type: "Feature";
  id?: number;
  version?: number;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
};

export const ring = (x1: number, y1: number, x2: number, y2: number): Position[] => [
  [x1, y1],
  [x2, y1],
  [x2, y2],
  [x1, y2],
  [x1, y1],
];
export const polygon = (x1: number, y1: number, x2: number, y2: number) => ({
  type: "Polygon",
  coordinates: [ring(x1, y1, x2, y2)],
});
export const point = (x: number, y: number) => ({ type: "Point", coordinates: [x, y] });
export const line = (...coordinates: Position[]) => ({ type: "LineString", coordinates });
/** Properties manifests/map.yaml requires beyond the key, filled in so each test names only what it checks. */
const requiredByType: Record<string, Record<string, unknown>> = {
  campus: { name_pl: "Kampus" },
  building: { name_pl: "Budynek" },
  room: { name_pl: "Sala" },
  roi: { name_pl: "Region" },
  parking: { name_pl: "Parking" },
  poi: { name_pl: "Punkt" },
  level: { level_label_pl: "0" },
  connector: { connector_type: "lift", connector_key: "shaft" },
};
let keys = 0;
export const feature = (type: string, geometry: object, properties: Record<string, unknown> = {}): Feature =>
  ({
    type: "Feature",
    geometry,
    properties: { type, key: `k${++keys}`, ...requiredByType[type], ...properties },
  }) as Feature;
