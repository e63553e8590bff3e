/**
 * The routing graph of the map (the rules are in docs/routing.md). Nodes are the vertices of
 * `route` lines and of `stairs` lines walked on one floor, joined where they meet (to 1e-7 degrees,
 * about 1 cm); each segment is an edge walked the ways its line's `direction` allows, in the time its
 * `travel_time` gives or at walking speed. A door (its middle) and a shaft's stop (a connector, or a
 * stairs line with a connector_key) join the nearest point of a line of their floor within 10 m, and
 * the stops of one shaft join consecutive floors. Features with `routing: false` are left out. Pure:
 * no database, no I/O.
 */

import { floorNumber } from "../../shared/floor.ts";
import { GraphBuilder, positionOf } from "./graph-builder.ts";
import { componentsOf } from "./graph-components.ts";
import { graphEdges } from "./graph-edges.ts";
import type { GraphFeature, GraphNode, RoutingGraph } from "./graph-types.ts";
import { halfwayAlong, haversine, type Position } from "./line-geometry.ts";
import {
  defaultTravelTime,
  isAccessible,
  paceOf,
  shaftOf,
  takesPart,
  travelTime,
  viaOf,
  walkingSpeed,
  waysOf,
} from "./routing-rules.ts";

/** Doors and stops farther than this from every line of their floor stay alone. */
const joinReach = 10;
/**
 * A door or stop this near a line is put on the line itself instead of stepping to it. Doors only
 * when the line runs through them (a door across a corridor): a door with a step closes its node to
 * step-free paths, which must not close the corridor passing beside a room's door.
 */
const onLine = { door: 0.25, stop: 1 };
const walking = 1 / walkingSpeed;

function isPosition(value: unknown): value is Position {
  return Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number";
}

const positionsOf = (feature: GraphFeature): Position[] =>
  feature.geometry.type === "LineString" && Array.isArray(feature.geometry.coordinates)
    ? (feature.geometry.coordinates as unknown[]).filter(isPosition)
    : [];

/** Where a door or stop joins its floor: a connector's point, the middle of a door or stairs line. */
function jointOf(feature: GraphFeature): Position | null {
  const { type, coordinates } = feature.geometry;
  if (feature.type === "connector") return type === "Point" && isPosition(coordinates) ? coordinates : null;
  return halfwayAlong(positionsOf(feature));
}

/** A line walked on its floor: a route, or a flight of stairs that is not a shaft's stop. */
const isWalkedLine = (feature: GraphFeature) =>
  feature.type === "route" || (feature.type === "stairs" && shaftOf(feature) === null);

/** A stop of a shaft: a connector, or a stairs line with a connector_key. */
const isStop = (feature: GraphFeature) =>
  feature.type === "connector" || (feature.type === "stairs" && shaftOf(feature) !== null);

function addLine(graph: GraphBuilder, line: GraphFeature): void {
  const nodes = positionsOf(line).map((position) => graph.nodeAt(line.floor, position, line.id).node);
  const pieces = nodes.slice(1).map((b, i) => ({ a: nodes[i] as GraphNode, b }));
  const length = pieces.reduce((sum, { a, b }) => sum + haversine(positionOf(a), positionOf(b)), 0);
  const traits = {
    kind: line.type === "stairs" ? ("stairs" as const) : ("route" as const),
    ways: waysOf(line.properties),
    // A travel_time is for the whole line: each segment takes its share by length.
    pace: paceOf(line.properties, length),
    accessible: isAccessible(line),
    feature: line.id,
  };
  for (const { a, b } of pieces) graph.addSegment(a, b, traits);
}

interface Stop {
  node: number;
  feature: GraphFeature;
}

/**
 * Joins the stops of one shaft floor by floor: each stop to every stop on the next floor up, in the
 * largest travel_time the stops of the two floors give (a stairs line drawn beside its connector
 * usually gives none), the default when none does.
 */
function linkShaft(graph: GraphBuilder, stops: Stop[]): void {
  const levels = [...new Set(stops.map((s) => floorNumber(s.feature.floor)))].sort((a, b) => a - b);
  for (let i = 1; i < levels.length; i++) {
    const below = stops.filter((s) => floorNumber(s.feature.floor) === levels[i - 1]);
    const above = stops.filter((s) => floorNumber(s.feature.floor) === levels[i]);
    const given = [...below, ...above].flatMap((s) => travelTime(s.feature.properties) ?? []);
    const seconds = given.length ? Math.max(...given) : defaultTravelTime;
    for (const low of below) {
      for (const high of above) {
        const [lowWays, highWays] = [waysOf(low.feature.properties), waysOf(high.feature.properties)];
        const accessible = isAccessible(low.feature) && isAccessible(high.feature);
        const [lowNode, highNode] = [graph.nodes[low.node], graph.nodes[high.node]];
        if (!lowNode || !highNode) continue;
        if (lowWays.forward && highWays.forward) {
          const features: [number, number] = [low.feature.id, high.feature.id];
          graph.linkFloors({
            from: lowNode,
            to: highNode,
            seconds,
            accessible,
            features,
            via: viaOf(low.feature),
          });
        }
        if (lowWays.backward && highWays.backward) {
          const features: [number, number] = [high.feature.id, low.feature.id];
          graph.linkFloors({
            from: highNode,
            to: lowNode,
            seconds,
            accessible,
            features,
            via: viaOf(high.feature),
          });
        }
      }
    }
  }
}

export function buildRoutingGraph(features: GraphFeature[]): RoutingGraph {
  const graph = new GraphBuilder();
  const taking = features.filter(takesPart);
  for (const line of taking) if (isWalkedLine(line)) addLine(graph, line);
  graph.indexLines();

  const placed = new Map<number, number>();
  const join = (feature: GraphFeature, kind: "door" | "connector") => {
    const joint = jointOf(feature);
    if (!joint) return null;
    const node = graph.join(feature.floor, joint, feature.id, {
      reach: joinReach,
      onLine: kind === "door" ? onLine.door : onLine.stop,
      step: { kind, pace: walking },
    });
    placed.set(feature.id, node.id);
    return node;
  };
  for (const door of taking) {
    if (door.type !== "door") continue;
    const node = join(door, "door");
    if (node && !isAccessible(door)) graph.blocked.add(node.id);
  }
  const shafts = new Map<string, Stop[]>();
  for (const stop of taking) {
    if (!isStop(stop)) continue;
    const node = join(stop, "connector");
    const shaft = shaftOf(stop);
    if (!node || shaft === null) continue;
    const known = shafts.get(shaft);
    if (known) known.push({ node: node.id, feature: stop });
    else shafts.set(shaft, [{ node: node.id, feature: stop }]);
  }
  for (const stops of shafts.values()) linkShaft(graph, stops);

  const edges = graphEdges(graph.segments, graph.floorChanges, graph.blocked);
  const floors = [...new Set(graph.nodes.map((n) => n.floor))].sort(
    (a, b) => floorNumber(a) - floorNumber(b),
  );
  return {
    nodes: graph.nodes,
    edges,
    floors,
    components: componentsOf(graph.nodes.length, edges).count,
    placed,
  };
}
