/**
 * A path of GET /api/routing/path as the editor shows it: what to draw on the floor in view (the
 * stretches walked there, the start and end, and a marker wherever the path leaves this floor or
 * arrives on it, naming the other floor), and the steps in walking order for the panel. Knows
 * nothing of OpenLayers or React.
 */
import type { components } from "../../../../generated/api-types.ts";

export type Route = NonNullable<components["schemas"]["RoutePathEnvelope"]["data"]>;
type Position = [number, number];
type Stretch = Route["floors"][number];
type FloorChange = Route["floorChanges"][number];

export type MarkerKind = "start" | "end" | "leave" | "arrive";

export interface RouteMarker {
  kind: MarkerKind;
  at: Position;
  /** leave: the floor the path goes to; arrive: the floor it comes from */
  floor?: string;
  /** leave and arrive: the connector type taken */
  via?: string | null;
}

export interface RouteDrawing {
  lines: Position[][];
  markers: RouteMarker[];
}

export type RouteStep =
  | { kind: "walk"; floor: string; length: number; duration: number }
  | { kind: "change"; from: string; to: string; via: string | null; duration: number };

const positionOf = (value: number[] | undefined): Position | null =>
  value && typeof value[0] === "number" && typeof value[1] === "number" ? [value[0], value[1]] : null;

/** The steps in walking order: the stretches with the floor changes between them. */
export function routeSteps(route: Route): RouteStep[] {
  const steps: RouteStep[] = [];
  let next = 0;
  const walk = (stretch: Stretch) =>
    steps.push({ kind: "walk", floor: stretch.floor, length: stretch.length, duration: stretch.duration });
  for (const change of route.floorChanges) {
    // A path that begins in a shaft has no stretch before its first change.
    const stretch = route.floors[next];
    if (stretch && stretch.floor === change.from) {
      walk(stretch);
      next++;
    }
    steps.push({
      kind: "change",
      from: change.from,
      to: change.to,
      via: change.via,
      duration: change.duration,
    });
  }
  for (const stretch of route.floors.slice(next)) walk(stretch);
  return steps;
}

/** Each floor change with where it arrives: the start of the stretch after it, or where it left. */
function arrivals(route: Route, steps: RouteStep[]): { change: FloorChange; at: Position }[] {
  const result: { change: FloorChange; at: Position }[] = [];
  let walked = 0;
  for (const step of steps) {
    if (step.kind === "walk") {
      walked++;
      continue;
    }
    const change = route.floorChanges[result.length] as FloorChange;
    const after = steps[walked + result.length + 1]?.kind === "walk" ? route.floors[walked] : undefined;
    result.push({ change, at: positionOf(after?.geometry.coordinates[0]) ?? (change.at as Position) });
  }
  return result;
}

/** What to draw on `floor`. */
export function routeDrawing(route: Route, floor: string): RouteDrawing {
  const steps = routeSteps(route);
  const arrived = arrivals(route, steps);
  const lines = route.floors
    .filter((stretch) => stretch.floor === floor)
    .map((stretch) => stretch.geometry.coordinates.map(positionOf).filter((p): p is Position => p !== null));
  const markers: RouteMarker[] = [];
  // A path that begins (or ends) in a shaft starts where its first change leaves (ends where its last arrives).
  const [firstChange, lastArrival] = [route.floorChanges[0], arrived.at(-1)];
  const first = route.floors[0];
  const last = route.floors.at(-1);
  const start =
    steps[0]?.kind === "change" && firstChange
      ? { floor: firstChange.from, at: firstChange.at as Position }
      : { floor: first?.floor, at: positionOf(first?.geometry.coordinates[0]) };
  const end =
    steps.at(-1)?.kind === "change" && lastArrival
      ? { floor: lastArrival.change.to, at: lastArrival.at }
      : { floor: last?.floor, at: positionOf(last?.geometry.coordinates.at(-1)) };
  if (start.floor === floor && start.at) markers.push({ kind: "start", at: start.at });
  for (const change of route.floorChanges) {
    if (change.from === floor)
      markers.push({ kind: "leave", at: change.at as Position, floor: change.to, via: change.via });
  }
  for (const { change, at } of arrived) {
    if (change.to === floor) markers.push({ kind: "arrive", at, floor: change.from, via: change.via });
  }
  if (end.floor === floor && end.at) markers.push({ kind: "end", at: end.at });
  return { lines, markers };
}

/** Whole seconds as minutes and seconds (75 s: 1 min 15 s), for the panel's texts. */
export function splitDuration(duration: number): { minutes: number; seconds: number } {
  const whole = Math.round(duration);
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
