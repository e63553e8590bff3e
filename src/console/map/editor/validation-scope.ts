/**
 * What is checked before a save (spec §5): the features the save sends (new and edited), judged
 * against the merged view around them. Only the neighbours that can matter are handed to the
 * checks (features whose box meets a changed feature's box, and those sharing a key with one), so a
 * floor of thousands of untouched features costs a scan of their boxes, not thousands of checks.
 */
import RBush from "rbush";
import { mapSpec } from "../../../../generated/map.ts";
import type { EditSession } from "../session/edit-session.ts";
import type { Geometry, Position } from "../session/types.ts";
import { type Issue, validate } from "../session/validation.ts";

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** property names each map type needs, from the map manifest */
export const requiredProperties: Record<string, string[]> = Object.fromEntries(
  Object.entries(mapSpec.types).map(([type, spec]) => [type, spec.required]),
);

function positions(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case "Point":
      return [geometry.coordinates];
    case "LineString":
      return geometry.coordinates;
    case "Polygon":
      return geometry.coordinates.flat();
    case "MultiPolygon":
      return geometry.coordinates.flat(2);
  }
}

export function boxOf(geometry: Geometry): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of positions(geometry)) {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

/** The keys a save would send: new features and edited ones. */
export function changedKeys(session: EditSession): Set<string> {
  const { new: added, edited } = session.collections();
  return new Set([...added.map((f) => f.key), ...edited.map((f) => String(f.id))]);
}

/** The issues of the features a save would send. */
export function validateChanges(session: EditSession): Issue[] {
  const touched = changedKeys(session);
  if (touched.size === 0) return [];
  const all = session.features();
  const changed = all.filter((feature) => touched.has(feature.key));
  const boxes = new RBush<Box>().load(changed.map((feature) => boxOf(feature.geometry)));
  const keys = new Set(changed.map((feature) => String(feature.properties.key ?? "")).filter(Boolean));
  const scope = all.filter(
    (feature) =>
      touched.has(feature.key) ||
      keys.has(String(feature.properties.key ?? "")) ||
      boxes.collides(boxOf(feature.geometry)),
  );
  return validate(scope, { required: requiredProperties }).filter((issue) => touched.has(issue.key));
}
