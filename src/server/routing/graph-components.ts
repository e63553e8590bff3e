/** The connected parts of a graph, ways of walking ignored: which nodes can be told apart from the rest. */
export interface Components {
  /** for each node, the number of its part (0 to count - 1) */
  labels: Int32Array;
  count: number;
}

export function componentsOf(nodeCount: number, edges: readonly { from: number; to: number }[]): Components {
  const parent = Int32Array.from({ length: nodeCount }, (_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    // Pointing the nodes passed straight at the root keeps later look-ups short.
    for (let at = i; parent[at] !== r; ) {
      const next = parent[at] as number;
      parent[at] = r;
      at = next;
    }
    return r;
  };
  for (const { from, to } of edges) {
    const [a, b] = [root(from), root(to)];
    if (a !== b) parent[a] = b;
  }
  const labels = new Int32Array(nodeCount);
  const numbered = new Map<number, number>();
  for (let i = 0; i < nodeCount; i++) {
    const r = root(i);
    const label = numbered.get(r) ?? numbered.size;
    numbered.set(r, label);
    labels[i] = label;
  }
  return { labels, count: numbered.size };
}
