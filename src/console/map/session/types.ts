/** lon, lat in WGS84 degrees (EPSG:4326) */
export type Position = [number, number];

export type Geometry =
  | { type: "Point"; coordinates: Position }
  | { type: "LineString"; coordinates: Position[] }
  | { type: "Polygon"; coordinates: Position[][] }
  | { type: "MultiPolygon"; coordinates: Position[][][] };

/** `type` is the map type: room, door, level, connector, beaconplace, ... */
export interface FeatureProperties {
  type: string;
  [name: string]: unknown;
}

/** A feature in the session. `key` is String(serverId) for stored features, "new-1", "new-2"... for unsaved ones. */
export interface SessionFeature {
  key: string;
  geometry: Geometry;
  properties: FeatureProperties;
}

/** As loaded from GET /api/geo/extent: server id and version (optimistic locking). */
export interface StoredFeature {
  id: number;
  version: number;
  geometry: Geometry;
  properties: FeatureProperties;
}

/** A feature without identity: what is drawn, pasted or produced by a geometry operation. */
export interface FeatureDraft {
  geometry: Geometry;
  properties: FeatureProperties;
}

/** Keys, in the merged view. */
export interface ChangeSet {
  added: string[];
  changed: string[];
  removed: string[];
}
