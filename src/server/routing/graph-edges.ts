/**
 * The graph's edges from the segments walked and the floor changes: each way a segment may be walked
 * is an arc; of parallel arcs (two lines drawn along one corridor) each way keeps the quickest, and
 * the quickest step-free one too when the quickest is not; an arc and its mirror that are alike in
 * all but their way are one edge walked both ways, any other arc a one-way edge.
 */
import type { FloorChange, Segment } from "./graph-builder.ts";
import type { EdgeKind, GraphEdge } from "./graph-types.ts";

type Arc = Omit<GraphEdge, "oneWay">;

/** Whether `b` is `a` walked the other way (a floor change's stops swap places). */
const mirrors = (a: Arc, b: Arc) =>
  b.from === a.to &&
  b.to === a.from &&
  a.seconds === b.seconds &&
  a.length === b.length &&
  a.kind === b.kind &&
  a.accessible === b.accessible &&
  a.via === b.via &&
  (a.toFeature ?? a.feature) === b.feature &&
  (b.toFeature ?? b.feature) === a.feature;

function segmentArcs(segment: Segment, blocked: ReadonlySet<number>): Arc[] {
  const { a, b, length, traits } = segment;
  const accessible = traits.accessible && !blocked.has(a.id) && !blocked.has(b.id);
  const arc = (from: number, to: number): Arc => ({
    from,
    to,
    length,
    seconds: length * traits.pace,
    kind: traits.kind,
    accessible,
    feature: traits.feature,
  });
  return [
    ...(traits.ways.forward ? [arc(a.id, b.id)] : []),
    ...(traits.ways.backward ? [arc(b.id, a.id)] : []),
  ];
}

const floorChangeArc = (change: FloorChange): Arc => ({
  from: change.from.id,
  to: change.to.id,
  length: 0,
  seconds: change.seconds,
  kind: "floor_change" satisfies EdgeKind,
  accessible: change.accessible,
  feature: change.features[0],
  toFeature: change.features[1],
  via: change.via,
});

/** The arcs each way of each pair of nodes keeps: the quickest, and the quickest step-free one. */
function keptArcs(arcs: Arc[]): Map<string, Arc[]> {
  const best = new Map<string, { any: Arc; stepFree: Arc | null }>();
  for (const arc of arcs) {
    const key = `${arc.from}>${arc.to}`;
    const kept = best.get(key);
    if (!kept) best.set(key, { any: arc, stepFree: arc.accessible ? arc : null });
    else {
      if (arc.seconds < kept.any.seconds) kept.any = arc;
      if (arc.accessible && (!kept.stepFree || arc.seconds < kept.stepFree.seconds)) kept.stepFree = arc;
    }
  }
  const byPair = new Map<string, Arc[]>();
  for (const { any, stepFree } of best.values()) {
    const pair = any.from < any.to ? `${any.from}-${any.to}` : `${any.to}-${any.from}`;
    const list = byPair.get(pair) ?? [];
    list.push(any);
    if (stepFree && stepFree !== any) list.push(stepFree);
    byPair.set(pair, list);
  }
  return byPair;
}

export function graphEdges(
  segments: Iterable<Segment>,
  floorChanges: FloorChange[],
  blocked: ReadonlySet<number>,
): GraphEdge[] {
  const arcs = [
    ...[...segments].flatMap((s) => segmentArcs(s, blocked)),
    ...floorChanges.map(floorChangeArc),
  ];
  const edges: GraphEdge[] = [];
  for (const pairArcs of keptArcs(arcs).values()) {
    const left = [...pairArcs];
    for (let arc = left.shift(); arc; arc = left.shift()) {
      const at = left.findIndex((other) => mirrors(arc as Arc, other));
      const [mirror] = at < 0 ? [] : left.splice(at, 1);
      if (!mirror) edges.push({ ...arc, oneWay: true });
      // Both ways: written from the lower node id, so that the stored graph does not depend on order.
      else edges.push({ ...(arc.from < arc.to ? arc : mirror), oneWay: false });
    }
  }
  return edges;
}
