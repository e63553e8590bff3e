/**
 * The OpenLayers feature showing a session feature: its key as id, its geometry in the map's
 * projection. Features about to be shown can be built ahead (feature-preparation.ts): building
 * 5,000 of them is about 20 ms of a floor switch on the machines the benchmark runs on, which for a
 * floor fetched in advance is then spent while the page is idle. Each one built ahead is handed out
 * once: OpenLayers' interactions change a feature's geometry in place, so a second layer feature
 * must never share it.
 */
import Feature from "ol/Feature";
import type { Geometry } from "../session/types.ts";
import { toMapGeometry } from "./geometry-convert.ts";
import type { MapFeature } from "./session-layer.ts";

const prepared = new WeakMap<Geometry, MapFeature>();

function build(key: string, geometry: Geometry): MapFeature {
  const feature: MapFeature = new Feature(toMapGeometry(geometry));
  feature.setId(key);
  return feature;
}

/** Builds the map feature of `key` showing `geometry` now, for the next `mapFeature` of them. */
export function prepareMapFeature(key: string, geometry: Geometry): void {
  if (!prepared.has(geometry)) prepared.set(geometry, build(key, geometry));
}

/** The map feature of `key` showing `geometry`: the one built ahead for them, else a new one. */
export function mapFeature(key: string, geometry: Geometry): MapFeature {
  const ready = prepared.get(geometry);
  prepared.delete(geometry);
  return ready?.getId() === key ? ready : build(key, geometry);
}
