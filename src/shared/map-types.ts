/**
 * The map feature types of spec §3 and the geometry group each belongs to: the one table the server
 * (lookups, validation of editor saves, routing) and the map editor read. The spec's own group list
 * is partial (POINT: beacon, connector; POLYGON: campus, building, level, roi, wall; LINE: route,
 * door, stairs); the remaining types are placed by the geometry they are drawn with.
 */
import type { Text } from "./area-spec.ts";

export type GeometryGroup = "POINT" | "POLYGON" | "LINE";

export const geometryGroups: readonly GeometryGroup[] = ["POINT", "POLYGON", "LINE"];

/** GeoJSON geometry types a feature of each group is stored as (Circle, Square and Box are drawn as Polygons). */
export const groupGeometryKinds: Record<GeometryGroup, readonly string[]> = {
  POINT: ["Point"],
  POLYGON: ["Polygon", "MultiPolygon"],
  LINE: ["LineString"],
};

export const mapTypes = {
  beaconplace: { group: "POINT", label: { pl: "Miejsce beacona", en: "Beacon place" } },
  connector: { group: "POINT", label: { pl: "Łącznik pięter", en: "Connector" } },
  poi: { group: "POINT", label: { pl: "Punkt zainteresowania", en: "Point of interest" } },
  campus: { group: "POLYGON", label: { pl: "Kampus", en: "Campus" } },
  building: { group: "POLYGON", label: { pl: "Budynek", en: "Building" } },
  level: { group: "POLYGON", label: { pl: "Kondygnacja", en: "Level" } },
  roi: { group: "POLYGON", label: { pl: "Region zainteresowania", en: "Region of interest" } },
  wall: { group: "POLYGON", label: { pl: "Ściana", en: "Wall" } },
  room: { group: "POLYGON", label: { pl: "Pomieszczenie", en: "Room" } },
  parking: { group: "POLYGON", label: { pl: "Parking", en: "Parking" } },
  background: { group: "POLYGON", label: { pl: "Tło", en: "Background" } },
  furniture: { group: "POLYGON", label: { pl: "Meble", en: "Furniture" } },
  windows: { group: "POLYGON", label: { pl: "Okna", en: "Windows" } },
  route: { group: "LINE", label: { pl: "Trasa", en: "Route" } },
  door: { group: "LINE", label: { pl: "Drzwi", en: "Door" } },
  stairs: { group: "LINE", label: { pl: "Schody", en: "Stairs" } },
} as const satisfies Record<string, { group: GeometryGroup; label: Text }>;

export type MapType = keyof typeof mapTypes;

export const isMapType = (value: unknown): value is MapType =>
  typeof value === "string" && Object.hasOwn(mapTypes, value);

export const typesOfGroup = (group: GeometryGroup): MapType[] =>
  (Object.keys(mapTypes) as MapType[]).filter((type) => mapTypes[type].group === group);
