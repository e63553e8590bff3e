/**
 * Paths on the PolyMap campus (tests/support/polymap-routing.ts): its 2,726-node navPath as routes and
 * connectors, its openings as doors and its units as rooms. Each path between two navPath nodes is
 * compared with one found by a plain Dijkstra written here over the navPath itself: the same seconds,
 * and a length equal to the navPath geometry walked.
 */
import { describe, expect, it } from "vitest";
import { haversine } from "../../src/server/routing/line-geometry.ts";
import { routeAnswer } from "../../src/server/routing/route-answer.ts";
import { findRoute } from "../../src/server/routing/route-finder.ts";
import { buildRoutingNetwork } from "../../src/server/routing/routing-network.ts";
import { defaultTravelTime, walkingSpeed } from "../../src/server/routing/routing-rules.ts";
import { shortestPath } from "../../src/server/routing/shortest-path.ts";
import { loadPolymap, type NavNode } from "../support/polymap-routing.ts";

/** A fixed sequence of pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seconds and metres of the quickest way over the navPath, by an O(n²) Dijkstra kept obvious. */
function reference(nodes: Map<string, NavNode>, from: string, to: string) {
  const seconds = new Map<string, number>([[from, 0]]);
  const metres = new Map<string, number>([[from, 0]]);
  const done = new Set<string>();
  for (;;) {
    let current: string | null = null;
    for (const [id, s] of seconds)
      if (!done.has(id) && (current === null || s < (seconds.get(current) ?? 0))) current = id;
    if (current === null) return null;
    if (current === to) return { seconds: seconds.get(to) ?? 0, metres: metres.get(to) ?? 0 };
    done.add(current);
    const a = nodes.get(current) as NavNode;
    for (const id of a.neighbours) {
      const b = nodes.get(id);
      if (!b || done.has(id)) continue;
      const length = a.floor === b.floor ? haversine(a.at, b.at) : 0;
      const step = a.floor === b.floor ? length / walkingSpeed : defaultTravelTime;
      const reached = (seconds.get(current) ?? 0) + step;
      if (reached < (seconds.get(id) ?? Number.POSITIVE_INFINITY)) {
        seconds.set(id, reached);
        metres.set(id, (metres.get(current) ?? 0) + length);
      }
    }
  }
}

describe("paths on the PolyMap campus", () => {
  const polymap = loadPolymap();
  const network = buildRoutingNetwork(polymap.features);
  const round7 = (value: number) => Math.round(value * 1e7) / 1e7;
  const nodeAt = new Map(network.graph.nodes.map((n) => [`${n.floor}|${n.lon}|${n.lat}`, n.id]));
  const graphNode = (nav: NavNode) => nodeAt.get(`${nav.floor}|${round7(nav.at[0])}|${round7(nav.at[1])}`);

  it("holds every navPath node linked to another", () => {
    const nav = [...polymap.nodes.values()];
    const listed = new Set(nav.flatMap((node) => node.neighbours));
    const linked = nav.filter((node) => node.neighbours.length > 0 || listed.has(node.id));
    expect(linked.length).toBeGreaterThan(2700);
    expect(linked.filter((node) => graphNode(node) === undefined)).toEqual([]);
  });

  it("finds the same paths as the navPath, of the length of its geometry", () => {
    const nav = [...polymap.nodes.values()];
    const next = random(20261124);
    let compared = 0;
    for (let i = 0; i < 40; i++) {
      const [a, b] = [nav[Math.floor(next() * nav.length)], nav[Math.floor(next() * nav.length)]];
      if (!a || !b) continue;
      const want = reference(polymap.nodes, a.id, b.id);
      const path = shortestPath(network.adjacency, [graphNode(a) ?? -1], [graphNode(b) ?? -1], false);
      expect(path === null, `${a.id} to ${b.id}`).toBe(want === null);
      if (!want || !path) continue;
      compared++;
      // Doors split segments at nodes placed to 1e-7 degrees, a few millimetres off the line.
      expect(path.seconds).toBeCloseTo(want.seconds, 1);
      const answer = routeAnswer(network.graph, path);
      expect(answer.length).toBeCloseTo(want.metres, 0);
      // The stretches drawn are the metres counted.
      const drawn = answer.floors.reduce(
        (sum, f) =>
          sum +
          f.geometry.coordinates
            .slice(1)
            .reduce((s, p, j) => s + haversine(f.geometry.coordinates[j] ?? p, p), 0),
        0,
      );
      expect(drawn).toBeCloseTo(answer.length, 0);
    }
    expect(compared).toBeGreaterThan(20);
    // The reference search is a plain Dijkstra over the raw navPath: seconds of CPU on a busy machine.
  }, 60_000);

  it("routes between rooms, through their doors, or says why not", () => {
    const byId = new Map(polymap.features.map((f) => [f.id, f]));
    const next = random(7);
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 200; i++) {
      const from = byId.get(polymap.rooms[Math.floor(next() * polymap.rooms.length)] ?? 0);
      const to = byId.get(polymap.rooms[Math.floor(next() * polymap.rooms.length)] ?? 0);
      if (!from || !to) continue;
      const outcome = findRoute(network, from, to, false);
      const kind = "route" in outcome ? "route" : String(outcome.refused);
      outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
    }
    expect([...outcomes.keys()].every((kind) => ["route", "3004", "3005"].includes(kind))).toBe(true);
    expect(outcomes.get("route") ?? 0).toBeGreaterThan(100);
  });
});
