/**
 * A path through the graph as GET /api/routing/path answers it: the stretches walked on each floor as
 * GeoJSON LineStrings, in walking order (a floor left and come back to is listed again), the floor
 * changes between them, and the length in metres and duration in seconds of the whole and of each
 * stretch. Several floors passed in one shaft (a lift from 0 to 3) are one floor change.
 */

import type { RoutingGraph } from "./graph-types.ts";
import type { Position } from "./line-geometry.ts";
import type { Path } from "./shortest-path.ts";

export interface RouteStretch {
  floor: string;
  geometry: { type: "LineString"; coordinates: Position[] };
  /** metres, to a tenth */
  length: number;
  /** seconds, whole */
  duration: number;
}

export interface FloorChangeStep {
  from: string;
  to: string;
  /** where the floor is left */
  at: Position;
  /** the connector_type taken (lift, stairs, moving_stairs, entry, exit), null when unknown */
  via: string | null;
  /** the connector (or stairs line) the floor is left by */
  feature: number;
  /** seconds, whole */
  duration: number;
}

export interface RouteAnswer {
  /** metres, to a tenth */
  length: number;
  /** seconds, whole */
  duration: number;
  floors: RouteStretch[];
  floorChanges: FloorChangeStep[];
}

const tenth = (metres: number) => Math.round(metres * 10) / 10;

interface Open {
  floor: string;
  coordinates: Position[];
  length: number;
  seconds: number;
}

export function routeAnswer(graph: Pick<RoutingGraph, "nodes" | "edges">, path: Path): RouteAnswer {
  const position = (id: number): Position => {
    const node = graph.nodes[id];
    return node ? [node.lon, node.lat] : [0, 0];
  };
  const floorOf = (id: number) => graph.nodes[id]?.floor ?? "";
  const first = path.nodes[0] ?? 0;
  const stretches: Open[] = [
    { floor: floorOf(first), coordinates: [position(first)], length: 0, seconds: 0 },
  ];
  const changes: (Omit<FloorChangeStep, "duration"> & { seconds: number })[] = [];
  let length = 0;
  path.edges.forEach((index, i) => {
    const edge = graph.edges[index];
    const [from, to] = [path.nodes[i] ?? 0, path.nodes[i + 1] ?? 0];
    if (!edge) return;
    length += edge.length;
    const current = stretches.at(-1) as Open;
    if (edge.kind !== "floor_change") {
      current.coordinates.push(position(to));
      current.length += edge.length;
      current.seconds += edge.seconds;
      return;
    }
    const previous = changes.at(-1);
    // Still in the shaft (this floor only passed through): the last change goes on to the next floor.
    if (previous && current.coordinates.length === 1) {
      stretches.pop();
      previous.to = floorOf(to);
      previous.seconds += edge.seconds;
    } else {
      const feature = edge.from === from ? edge.feature : (edge.toFeature ?? edge.feature);
      changes.push({
        from: floorOf(from),
        to: floorOf(to),
        at: position(from),
        via: edge.via ?? null,
        feature,
        seconds: edge.seconds,
      });
    }
    stretches.push({ floor: floorOf(to), coordinates: [position(to)], length: 0, seconds: 0 });
  });
  return {
    length: tenth(length),
    duration: Math.round(path.seconds),
    // A stretch of one position is a floor only stood on (the path begins or ends in the shaft).
    floors: stretches
      .filter((s) => s.coordinates.length > 1)
      .map((s) => ({
        floor: s.floor,
        geometry: { type: "LineString", coordinates: s.coordinates },
        length: tenth(s.length),
        duration: Math.round(s.seconds),
      })),
    floorChanges: changes.map(({ seconds, ...change }) => ({ ...change, duration: Math.round(seconds) })),
  };
}
