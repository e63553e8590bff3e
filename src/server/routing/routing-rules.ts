/**
 * What the routing properties of manifests/map.yaml mean for the graph, read in one place: which
 * features take part, which way a line may be walked, how long it takes, and what a step-free
 * (accessible) path may use.
 */
import type { GraphFeature } from "./graph-types.ts";

/** m/s: a line without its own travel_time is walked at this speed */
export const walkingSpeed = 1.4;
/** seconds of a floor change whose connectors give no travel_time */
export const defaultTravelTime = 15;

/** Connector types a wheelchair cannot use, whatever their `accessible` says. */
const withSteps = new Set(["stairs", "moving_stairs"]);
/** Connector types that are step-free unless marked `accessible: false` (an out-of-order lift). */
const stepFree = new Set(["lift", "entry", "exit"]);

/** Which ways a line may be walked: from its first vertex to its last, back, or both. */
export interface Ways {
  forward: boolean;
  backward: boolean;
}

/**
 * `direction` of a route or stairs line: forward (start to end), backward (end to start), both.
 * For a shaft's stop (a connector, or stairs with a connector_key) forward means upwards, from the
 * lower floor to the higher, and backward downwards. Anything else is both ways.
 */
export function waysOf(properties: Record<string, unknown>): Ways {
  const direction = properties.direction;
  return { forward: direction !== "backward", backward: direction !== "forward" };
}

/** `routing: false` leaves a route, stairs or connector out of the graph; unset means it takes part. */
export const takesPart = (feature: GraphFeature) => feature.properties.routing !== false;

/** travel_time in whole seconds when given (0 included), otherwise null. */
export function travelTime(properties: Record<string, unknown>): number | null {
  const value = properties.travel_time;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Seconds per metre along a line of `length` metres: its travel_time spread over it, or walking. */
export function paceOf(properties: Record<string, unknown>, length: number): number {
  const seconds = travelTime(properties);
  return seconds !== null && length > 0 ? seconds / length : 1 / walkingSpeed;
}

/** How a shaft's stop takes people between floors: the connector_type, "stairs" for a stairs line. */
export function viaOf(feature: GraphFeature): string | null {
  if (feature.type === "stairs") return "stairs";
  const type = feature.properties.connector_type;
  return typeof type === "string" ? type : null;
}

/**
 * Whether a step-free path may use the feature. Routes and doors: unless `accessible: false`.
 * Stairs lines, stairs and moving stairs connectors: never. Lifts, entries and exits: unless
 * `accessible: false`. A connector of no known type: only when marked `accessible: true`.
 */
export function isAccessible(feature: GraphFeature): boolean {
  const marked = feature.properties.accessible;
  if (feature.type === "stairs") return false;
  if (feature.type !== "connector") return marked !== false;
  const via = viaOf(feature);
  if (via && withSteps.has(via)) return false;
  if (via && stepFree.has(via)) return marked !== false;
  return marked === true;
}

/** The shaft a connector or stairs line belongs to: its connector_key, or null when it has none. */
export function shaftOf(feature: GraphFeature): string | null {
  const key = feature.properties.connector_key;
  return typeof key === "string" || typeof key === "number" ? String(key) : null;
}
