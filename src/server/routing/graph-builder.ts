/**
 * The routing graph as it is put together: nodes by place (equal to 1e-7 degrees, about 1 cm, on one
 * floor), the segments of the lines walked with the ways they may be walked, and the joining of a
 * door or connector to the nearest point of a line on its floor, which splits that segment there so
 * that a corridor drawn as one long line still passes each door. At the end, segments and floor
 * changes become the graph's edges (graph-edges.ts).
 */
import RBush from "rbush";
import type { EdgeKind, GraphNode } from "./graph-types.ts";
import { haversine, metresPerDegreeAt, type Position, projectOnSegment } from "./line-geometry.ts";
import type { Ways } from "./routing-rules.ts";

/** What a segment's walking costs and allows, the same for each piece it is split into. */
export interface SegmentTraits {
  kind: EdgeKind;
  ways: Ways;
  /** seconds per metre */
  pace: number;
  accessible: boolean;
  /** the feature the segment comes from */
  feature: number;
}

export interface Segment {
  a: GraphNode;
  b: GraphNode;
  length: number;
  traits: SegmentTraits;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A change of floor between two stops of one shaft. */
export interface FloorChange {
  from: GraphNode;
  to: GraphNode;
  seconds: number;
  accessible: boolean;
  /** the stops' features, at `from` and at `to` */
  features: [number, number];
  via: string | null;
}

export interface JoinRule {
  /** metres within which the nearest line is looked for; farther, the node stays alone */
  reach: number;
  /** metres within which the feature is placed on the line itself rather than stepping to it */
  onLine: number;
  /** the kind of the step from the feature to the line, walked at `pace` seconds per metre */
  step: { kind: EdgeKind; pace: number };
}

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;
const placeKey = (floor: string, [lon, lat]: Position) => `${floor}|${round7(lon)}|${round7(lat)}`;

const boxOf = (a: GraphNode, b: GraphNode) => ({
  minX: Math.min(a.lon, b.lon),
  minY: Math.min(a.lat, b.lat),
  maxX: Math.max(a.lon, b.lon),
  maxY: Math.max(a.lat, b.lat),
});

export const positionOf = (node: GraphNode): Position => [node.lon, node.lat];

export class GraphBuilder {
  readonly nodes: GraphNode[] = [];
  readonly segments = new Set<Segment>();
  readonly floorChanges: FloorChange[] = [];
  /** nodes a step-free path may not pass (a door with a step) */
  readonly blocked = new Set<number>();
  readonly #byPlace = new Map<string, GraphNode>();
  /** the lines' segments per floor, once the lines are all in (indexLines) */
  readonly #lines = new Map<string, RBush<Segment>>();

  /** The node at this place, and whether it already existed. */
  nodeAt(floor: string, [lon, lat]: Position, feature: number): { node: GraphNode; existed: boolean } {
    const place = { floor, lon: round7(lon), lat: round7(lat) };
    const key = placeKey(floor, [lon, lat]);
    const found = this.#byPlace.get(key);
    if (found) return { node: found, existed: true };
    const node = { id: this.nodes.length, ...place, feature };
    this.nodes.push(node);
    this.#byPlace.set(key, node);
    return { node, existed: false };
  }

  addSegment(a: GraphNode, b: GraphNode, traits: SegmentTraits): Segment | null {
    if (a === b) return null;
    const segment = { a, b, length: haversine(positionOf(a), positionOf(b)), traits, ...boxOf(a, b) };
    this.segments.add(segment);
    return segment;
  }

  /** Indexes the segments drawn so far as the lines that doors and connectors join. */
  indexLines(): void {
    const perFloor = new Map<string, Segment[]>();
    for (const segment of this.segments) {
      const list = perFloor.get(segment.a.floor) ?? [];
      list.push(segment);
      perFloor.set(segment.a.floor, list);
    }
    for (const [floor, list] of perFloor) this.#lines.set(floor, new RBush<Segment>().load(list));
  }

  /**
   * The node a door or connector at `position` stands on: the node already there, else the nearest
   * point of a line within `rule.reach` (the line split there), the feature's own node stepping to it
   * when it is farther than `rule.onLine`, or a node of its own alone when no line is that near.
   */
  join(floor: string, position: Position, feature: number, rule: JoinRule): GraphNode {
    const there = this.#byPlace.get(placeKey(floor, position));
    if (there) return there;
    const nearest = this.#nearestLine(floor, position, rule.reach);
    if (nearest && nearest.metres <= rule.onLine) {
      return this.#pointOn(nearest.segment, nearest.at, nearest.t, feature);
    }
    const own = this.nodeAt(floor, position, feature).node;
    if (!nearest) return own;
    const onLine = this.#pointOn(nearest.segment, nearest.at, nearest.t, feature);
    const { kind, pace } = rule.step;
    const both = { forward: true, backward: true };
    this.addSegment(own, onLine, { kind, ways: both, pace, accessible: true, feature });
    return own;
  }

  linkFloors(change: FloorChange): void {
    if (change.from !== change.to) this.floorChanges.push(change);
  }

  #nearestLine(floor: string, position: Position, reach: number) {
    const index = this.#lines.get(floor);
    if (!index) return null;
    const scale = metresPerDegreeAt(position[1]);
    const [dx, dy] = [reach / scale.lon, reach / scale.lat];
    const candidates = index.search({
      minX: position[0] - dx,
      minY: position[1] - dy,
      maxX: position[0] + dx,
      maxY: position[1] + dy,
    });
    let best: { segment: Segment; t: number; at: Position; metres: number } | null = null;
    for (const segment of candidates) {
      const projection = projectOnSegment(position, positionOf(segment.a), positionOf(segment.b));
      if (projection.metres <= reach && (!best || projection.metres < best.metres))
        best = { segment, ...projection };
    }
    return best;
  }

  /** The node at `at` on `segment`: one of its ends, or a new node splitting it in two. */
  #pointOn(segment: Segment, at: Position, t: number, feature: number): GraphNode {
    if (t <= 0) return segment.a;
    if (t >= 1) return segment.b;
    const { node, existed } = this.nodeAt(segment.a.floor, at, feature);
    if (existed) return node;
    const index = this.#lines.get(segment.a.floor);
    index?.remove(segment);
    this.segments.delete(segment);
    for (const piece of [
      this.addSegment(segment.a, node, segment.traits),
      this.addSegment(node, segment.b, segment.traits),
    ]) {
      if (piece) index?.insert(piece);
    }
    return node;
  }
}
