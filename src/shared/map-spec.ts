/**
 * The compiled form of manifests/map.yaml, written by the generator to generated/map.ts: the map
 * feature types with their geometry group and properties, read by the server (lookups, save
 * validation, routing) and the map editor (type filter, property form, validation before save).
 */
import type { FieldSpec, RuleSpec, Text } from "./area-spec.ts";

/** the geometry groups a map type belongs to (manifests/map.yaml `group`) */
export const geometryGroups = ["POINT", "POLYGON", "LINE"] as const;

export type GeometryGroup = (typeof geometryGroups)[number];

export interface MapTypeSpec {
  group: GeometryGroup;
  label: Text;
  /** property names in form order, translated ones as their halves (name_pl, name_en) */
  properties: string[];
  required: string[];
  /** the type's own rules, checked after the map-wide ones */
  rules: RuleSpec[];
  /** whether the mobile app shows features of the type (the app's map, tiles and search) */
  app: boolean;
}

/** failure kind -> code, shared by every property (a refusal names the property by its place) */
export interface MapCodes {
  required: number;
  unknown: number;
  type: number;
  min: number;
  max: number;
  format: number;
  ref: number;
}

export interface MapSpec {
  file: string;
  codes: MapCodes;
  /** every property, each carrying the map-wide codes */
  properties: FieldSpec[];
  rules: RuleSpec[];
  types: Record<string, MapTypeSpec>;
}
