/**
 * What an IMDF import makes of the archive: our map features, each with where it came from
 * (map_feature.source), and the features it left out with the reason.
 */

import type { Floor } from "../../shared/floor.ts";
import type { MapType } from "../../shared/map-types.ts";
import type { FeatureInput } from "../map/feature-input.ts";
import type { ImdfFeature, ImdfGeometry } from "./imdf-archive.ts";

/** A navPath node as the archive had it; its neighbours are the routes and connectors it is part of. */
export interface NavNode {
  id: string;
  coordinates: [number, number];
  level_id: string | null;
  /** the node's properties but `neighbours` and `level_id` */
  properties: Record<string, unknown>;
}

/** map_feature.source of an imported feature: enough to write the IMDF feature(s) back. */
export interface ImdfSource {
  format: "imdf";
  feature_type: string;
  /** the IMDF id; for a navPath edge the id made from its two nodes */
  id: string;
  /** the IMDF properties as the archive had them */
  properties?: Record<string, unknown>;
  /** the IMDF geometry when ours differs from it (a building without one, a relationship's) */
  geometry?: ImdfGeometry | null;
  /** which part of a MultiLineString detail, or which end of a relationship or a navPath floor change */
  part?: number;
  /** the two nodes of a navPath edge, and which ways it may be walked (forward: first to second) */
  nodes?: NavNode[];
  direction?: "forward" | "backward" | "both";
  /** features kept with this one: a venue's addresses, a unit's anchors and occupants */
  related?: ImdfFeature[];
}

export interface ImportedFeature extends FeatureInput {
  floor: Floor;
  type: MapType;
  source: ImdfSource;
}
