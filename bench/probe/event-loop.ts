/**
 * The event-loop probe: GET /api/health sampled every 20 ms on a real API process while the heavy
 * work runs at once: a 50,000-room IMDF import, a 300 MB zip bomb, and routing rebuilds (the stored
 * graph of GET /api/routing/generateGraph and the network of a path query) over those rooms and a
 * grid of corridors, then an IMDF export of those rooms. Each runs off the request thread, so the p99
 * of the samples must stay ≤ 200 ms. Beside it, the news list (which reads the database) is timed and
 * reported: on PGlite it waits while the import's transaction holds the one connection.
 * The archives are made before the sampling starts: the probe's own work would delay its samples.
 */
import http from "node:http";
import { zipBomb } from "../../tests/support/imdf-archives.ts";
import { type Answer, type Call, codesOf, send, signIn } from "./http.ts";
import { campusArchive, gridStep, roomCorner, roomsPerRow, uploadArchive } from "./imdf-archives.ts";
import type { Row } from "./report.ts";
import { startServer, type Target } from "./server.ts";

const rooms = 50_000;
const levels = rooms / (roomsPerRow * roomsPerRow);
const sampleEveryMs = 20;
const targetP99Ms = 200;

/**
 * Corridors through the room grid of a floor, one between each two rows and columns of rooms, their
 * vertices where they cross: one connected network for the routing graph.
 */
function corridors(floor: string) {
  const [x0, y0] = roomCorner(0);
  const at = (k: number) => k * gridStep + gridStep * 0.9;
  const line = (points: number[][], key: string) => ({
    type: "Feature",
    geometry: { type: "LineString", coordinates: points },
    properties: { type: "route", key },
  });
  const across = Array.from({ length: roomsPerRow }, (_, k) => k);
  return across.flatMap((i) => [
    line(
      across.map((k) => [x0 + at(k), y0 + at(i)]),
      `${floor}-row-${i}`,
    ),
    line(
      across.map((k) => [x0 + at(i), y0 + at(k)]),
      `${floor}-col-${i}`,
    ),
  ]);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Timed {
  answer: Answer;
  ms: number;
}

async function timed(name: string, work: () => Promise<Answer>): Promise<Timed> {
  const started = performance.now();
  try {
    const answer = await work();
    return { answer, ms: performance.now() - started };
  } catch (error) {
    throw new Error(
      `${name} after ${((performance.now() - started) / 1000).toFixed(1)} s: ${(error as Error).message}`,
    );
  }
}

/** A long call on a connection of its own. */
const slow = (port: number, call: Call) =>
  send(port, { ...call, timeoutMs: 600_000, agent: new http.Agent({ keepAlive: false }) });

export async function probeEventLoop(target: Target): Promise<Row> {
  const server = await startServer(target);
  try {
    const token = await signIn(server.port, server.admin.email, server.admin.password);
    const archive = campusArchive(rooms);
    const bomb = zipBomb(300);
    // a path between two corridors of p0 builds the network of path queries again after the import
    let ends: number[] = [];
    for (let level = 0; level < levels; level++) {
      const created = await send(server.port, {
        method: "POST",
        path: "/api/geo",
        token,
        body: JSON.stringify({ profile: `p${level}`, features: corridors(`p${level}`) }),
      });
      if (created.status !== 200)
        throw new Error(`corridors of p${level}: ${created.status} ${created.body}`);
      if (level === 0) ends = (JSON.parse(created.body).data as { ids: number[] }).ids;
    }

    // /api/health reads the database; a call refused 401 before any reading times the event loop alone
    // and a list that reads the database: on PGlite it waits while the import's transaction holds the
    // one connection (reported, not a rule: that is what one connection means)
    const samples = { health: [] as number[], alone: [] as number[], list: [] as number[] };
    const failures: string[] = [];
    let sampling = true;
    const sample = (list: number[], path: string, status: number, withToken = false) => {
      const started = performance.now();
      return send(server.port, { path, ...(withToken && { token }) }).then(
        (answer) => {
          list.push(performance.now() - started);
          if (answer.status !== status) failures.push(`${path} ${answer.status}`);
        },
        (error: Error) => {
          failures.push(`${path} ${error.message}`);
        },
      );
    };
    const sampler = (async () => {
      const pending: Promise<void>[] = [];
      while (sampling) {
        pending.push(sample(samples.health, "/api/health", 200));
        pending.push(sample(samples.alone, "/api/geo/extent?profile=p0", 401));
        pending.push(sample(samples.list, "/api/article?page=1", 200, true));
        await new Promise((done) => setTimeout(done, sampleEveryMs));
      }
      await Promise.all(pending);
    })();

    let figures: Timed[];
    try {
      const [imported, bombed, graph] = await Promise.all([
        timed("import", () => uploadArchive(server.port, token, archive)),
        timed("zip bomb", () => uploadArchive(server.port, token, bomb)),
        timed("generateGraph", () => slow(server.port, { path: "/api/routing/generateGraph", token })),
      ]);
      // the map has changed: the network of path queries is built again, and so is the graph; and
      // the 50,000 rooms are exported
      const [path, regraph, exported] = await Promise.all([
        timed("path", () =>
          slow(server.port, { path: `/api/routing/path?from=${ends[0]}&to=${ends.at(-1)}`, token }),
        ),
        timed("generateGraph again", () => slow(server.port, { path: "/api/routing/generateGraph", token })),
        timed("export", () => slow(server.port, { path: "/api/imdf/export", token })),
      ]);
      figures = [imported, bombed, graph, path, regraph, exported];
    } catch (error) {
      throw new Error(`${(error as Error).message}; the server said: ${server.output().slice(-3000)}`);
    } finally {
      // also when a call failed: the sampler would go on forever
      sampling = false;
      await sampler;
    }
    const [imported, bombed, graph, path, regraph, exported] = figures as [
      Timed,
      Timed,
      Timed,
      Timed,
      Timed,
      Timed,
    ];

    const spread = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const [p50, p99, max] = [percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1) ?? 0];
      return { p99, text: `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms` };
    };
    const [health, alone, list] = [spread(samples.health), spread(samples.alone), spread(samples.list)];
    const work = (name: string, { answer, ms }: Timed) =>
      `${name} ${answer.status}${codesOf(answer.body).length ? ` ${codesOf(answer.body).join(",")}` : ""} in ${(ms / 1000).toFixed(1)} s`;
    const defects = [...new Set(failures)];
    if (imported.answer.status !== 200) defects.push(`import: ${imported.answer.body.slice(0, 300)}`);
    if (bombed.answer.status !== 413) defects.push(`zip bomb: ${bombed.answer.body.slice(0, 300)}`);
    if (graph.answer.status !== 200 || regraph.answer.status !== 200) defects.push("generateGraph failed");
    if (path.answer.status !== 200) defects.push(`path: ${path.answer.body.slice(0, 300)}`);
    if (exported.answer.status !== 200) defects.push(`export: ${exported.answer.body.slice(0, 300)}`);
    if (health.p99 > targetP99Ms) defects.push(`health p99 ${health.p99.toFixed(0)} ms`);
    return {
      probe: "event-loop",
      sent: `GET /api/health every ${sampleEveryMs} ms while a ${rooms.toLocaleString("en")}-room import (${(archive.length / 2 ** 20).toFixed(1)} MB zipped, ${levels} floors with ${levels * roomsPerRow * 2} corridors), a 300 MB zip bomb, routing rebuilds and an export of the rooms ran`,
      expected: `p99 ≤ ${targetP99Ms} ms, every health answer 200, the work done`,
      figure: `${samples.health.length} health samples: ${health.text}; without the database (401): ${alone.text}; the news list (reads the database): ${list.text}; ${work("import", imported)}, ${work("zip bomb", bombed)}, ${work("generateGraph", graph)}, after the import ${work("path", path)}, ${work("generateGraph", regraph)} and ${work("export", exported)}`,
      held: defects.length === 0,
      defects,
    };
  } finally {
    await server.stop();
  }
}
