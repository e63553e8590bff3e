/**
 * The quickest path through the routing graph: Dijkstra's algorithm with a binary heap over the arcs
 * laid out once per graph in typed arrays (compressed rows: the arcs leaving node i are start[i] to
 * start[i + 1]). Ours rather than a library's: a path runs from any of several nodes to any of
 * several (a room's doors), a step-free path leaves arcs out per query, and one-way edges are arcs
 * of their own; ngraph.path and graphology-shortest-path search from one node to one node over a
 * graph object whose links would have to be filtered through callbacks. On a graph of a few
 * thousand nodes one search takes well under a millisecond.
 */
import type { RoutingGraph } from "./graph-types.ts";

export interface Adjacency {
  /** arcs leaving node i: start[i] to start[i + 1] - 1 */
  start: Int32Array;
  /** each arc's node it leaves and node it reaches */
  source: Int32Array;
  target: Int32Array;
  seconds: Float64Array;
  /** 1 when a step-free path may take the arc */
  stepFree: Uint8Array;
  /** the index in graph.edges the arc walks */
  edge: Int32Array;
}

/** The arcs of the graph: each edge from `from` to `to`, and back unless it is one-way. */
export function adjacencyOf({ nodes, edges }: Pick<RoutingGraph, "nodes" | "edges">): Adjacency {
  const start = new Int32Array(nodes.length + 1);
  for (const edge of edges) {
    start[edge.from + 1] = (start[edge.from + 1] as number) + 1;
    if (!edge.oneWay) start[edge.to + 1] = (start[edge.to + 1] as number) + 1;
  }
  for (let i = 0; i < nodes.length; i++) start[i + 1] = (start[i + 1] as number) + (start[i] as number);
  const count = start[nodes.length] as number;
  const adjacency = {
    start,
    source: new Int32Array(count),
    target: new Int32Array(count),
    seconds: new Float64Array(count),
    stepFree: new Uint8Array(count),
    edge: new Int32Array(count),
  };
  const next = start.slice(0, nodes.length);
  const put = (from: number, to: number, index: number) => {
    const at = next[from] as number;
    next[from] = at + 1;
    const edge = edges[index];
    adjacency.source[at] = from;
    adjacency.target[at] = to;
    adjacency.seconds[at] = edge?.seconds ?? 0;
    adjacency.stepFree[at] = edge?.accessible ? 1 : 0;
    adjacency.edge[at] = index;
  };
  edges.forEach((edge, index) => {
    put(edge.from, edge.to, index);
    if (!edge.oneWay) put(edge.to, edge.from, index);
  });
  return adjacency;
}

/** What a temporary closure stops for one query (closed-parts.ts). */
export interface ClosedParts {
  /** 1 for a node no path may enter */
  nodes: Uint8Array;
  /** 1 for an edge (graph.edges index) no path may walk */
  edges: Uint8Array;
}

export interface Path {
  /** the nodes walked, first to last */
  nodes: number[];
  /** graph.edges indexes of the edges between them */
  edges: number[];
  seconds: number;
}

/** A binary min-heap of node ids by their current seconds. Entries left behind by a better one are skipped. */
class Heap {
  readonly #nodes: number[] = [];
  readonly #keys: number[] = [];

  get size() {
    return this.#nodes.length;
  }

  push(node: number, key: number): void {
    const [nodes, keys] = [this.#nodes, this.#keys];
    let at = nodes.length;
    nodes.push(node);
    keys.push(key);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      nodes[at] = nodes[parent] as number;
      keys[at] = keys[parent] as number;
      at = parent;
    }
    nodes[at] = node;
    keys[at] = key;
  }

  /** The entry with the smallest key: [node, key]. */
  pop(): [number, number] {
    const [nodes, keys] = [this.#nodes, this.#keys];
    const top: [number, number] = [nodes[0] as number, keys[0] as number];
    const lastNode = nodes.pop() as number;
    const lastKey = keys.pop() as number;
    if (nodes.length === 0) return top;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= nodes.length) break;
      if (child + 1 < nodes.length && (keys[child + 1] as number) < (keys[child] as number)) child++;
      if ((keys[child] as number) >= lastKey) break;
      nodes[at] = nodes[child] as number;
      keys[at] = keys[child] as number;
      at = child;
    }
    nodes[at] = lastNode;
    keys[at] = lastKey;
    return top;
  }
}

/**
 * The quickest path from any of `sources` to any of `targets`, or null when none is reached.
 * `stepFree`: only arcs a step-free path may take. `closed`: nodes and edges no path may use (a
 * temporary closure).
 */
export function shortestPath(
  adjacency: Adjacency,
  sources: readonly number[],
  targets: readonly number[],
  stepFree: boolean,
  closed: ClosedParts | null = null,
): Path | null {
  const count = adjacency.start.length - 1;
  const seconds = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const via = new Int32Array(count).fill(-1);
  const done = new Uint8Array(count);
  const wanted = new Uint8Array(count);
  for (const target of targets) wanted[target] = 1;
  const heap = new Heap();
  for (const source of sources) {
    seconds[source] = 0;
    heap.push(source, 0);
  }
  while (heap.size > 0) {
    const [node, key] = heap.pop();
    if (done[node]) continue;
    done[node] = 1;
    if (wanted[node]) return pathTo(adjacency, node, via, key);
    for (let arc = adjacency.start[node] as number; arc < (adjacency.start[node + 1] as number); arc++) {
      if (stepFree && !adjacency.stepFree[arc]) continue;
      const to = adjacency.target[arc] as number;
      if (closed && (closed.nodes[to] || closed.edges[adjacency.edge[arc] as number])) continue;
      const reached = key + (adjacency.seconds[arc] as number);
      if (reached < (seconds[to] as number)) {
        seconds[to] = reached;
        via[to] = arc;
        heap.push(to, reached);
      }
    }
  }
  return null;
}

/** Walks the arcs back from `end` to the source that reached it. */
function pathTo(adjacency: Adjacency, end: number, via: Int32Array, total: number): Path {
  const arcs: number[] = [];
  for (let arc = via[end] as number; arc >= 0; arc = via[adjacency.source[arc] as number] as number) {
    arcs.push(arc);
  }
  arcs.reverse();
  const first = arcs[0];
  const nodes = [first === undefined ? end : (adjacency.source[first] as number)];
  for (const arc of arcs) nodes.push(adjacency.target[arc] as number);
  return { nodes, edges: arcs.map((arc) => adjacency.edge[arc] as number), seconds: total };
}
