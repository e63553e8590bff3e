/**
 * The OpenLayers features showing session features, with their key as id and their geometry in the
 * map's projection, in two forms:
 * - drawn: a render feature, flat coordinates only, which OpenLayers can draw, hit and index but not
 *   edit. A floor is shown in this form: 5,000 Features with their geometries, listeners and events
 *   cost a floor switch far more to build, index and collect.
 * - editable: a Feature, which interactions reshape, move and turn in place. The layer turns a drawn
 *   feature into one as soon as anything about it changes (session-layer.ts).
 *
 * Drawn features about to be shown can be built ahead (feature-preparation.ts), which for a floor
 * fetched in advance is done while the page is idle. Each one built ahead is handed out once.
 */
import Feature from "ol/Feature";
import type OlGeometry from "ol/geom/Geometry";
import type RenderFeature from "ol/render/Feature";
import type { Geometry } from "../session/types.ts";
import { toMapGeometry, toRenderFeature } from "./geometry-convert.ts";

export type MapFeature = Feature<OlGeometry>;
export type DrawnFeature = MapFeature | RenderFeature;

const prepared = new WeakMap<Geometry, RenderFeature>();

/** Builds the drawn feature of `key` showing `geometry` now, for the next `drawnFeature` of them. */
export function prepareDrawnFeature(key: string, geometry: Geometry): void {
  if (!prepared.has(geometry)) prepared.set(geometry, toRenderFeature(key, geometry));
}

/** The drawn feature of `key` showing `geometry`: the one built ahead for them, else a new one. */
export function drawnFeature(key: string, geometry: Geometry): RenderFeature {
  const ready = prepared.get(geometry);
  prepared.delete(geometry);
  return ready?.getId() === key ? ready : toRenderFeature(key, geometry);
}

/** A new editable feature of `key` showing `geometry`. */
export function editableFeature(key: string, geometry: Geometry): MapFeature {
  const feature: MapFeature = new Feature(toMapGeometry(geometry));
  feature.setId(key);
  return feature;
}
