/**
 * Issue 34's proof on two API processes (npm start's main.ts) and one PostgreSQL: five simulated
 * editors make 200 random edits each on one floor of 1,000 features, saving with merge at random
 * moments through either process (tests/support/map-editor-sim.ts, seeded). Every non-clashing edit
 * is in the final map, every clash was reported to the editor who saved second, and the final map
 * equals a replay of the accepted saves. Beside it, a save through one process reaches a live stream
 * of the other, and so does presence. PostgreSQL only: PGlite is one process's database.
 */
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { roleId } from "../../src/server/auth/guard.ts";
import { freshSchema } from "../support/fresh-schema.ts";
import {
  type Content,
  replay,
  roomsOf,
  runSimulation,
  unreportedClashes,
} from "../support/map-editor-sim.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { openSse, type SseClient } from "../support/sse-client.ts";

const base = process.env.TEST_DATABASE_URL;
const password = "Biurko7-Lampa-Sowa";
const editors = [0, 1, 2, 3, 4].map((i) => ({ name: `Editor ${i}`, email: `editor${i}@umed.example` }));
const floor = "p1";

describe.skipIf(!base)("five editors on one floor through two API processes", () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let db: pg.Client;
  const servers: ServerProcess[] = [];
  const tokens: string[] = [];
  const streams: SseClient[] = [];
  const post = async (server: ServerProcess, token: string, path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data: never } };
  };
  const openStream = async (server: ServerProcess, token: string, profile = floor) => {
    const { body } = await post(server, token, "/api/map/live/ticket", { profile });
    const { ticket } = body.data as { ticket: string };
    const client = await openSse(`${server.url}/api/map/live?profile=${profile}&ticket=${ticket}`);
    streams.push(client);
    return client;
  };

  beforeAll(async () => {
    schema = await freshSchema(base as string, "live");
    const env = { DATABASE_URL: schema.url, DATA_DIR: "/tmp/campus-live-edit-uploads" };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    db = new pg.Client({ connectionString: schema.url });
    await db.connect();
    const accounts = { query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows };
    for (const editor of editors) {
      await createAccount(accounts as never, { ...editor, roles: [roleId("moderator")], password });
      const response = await fetch(`${servers[0]?.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: editor.email, password }),
      });
      tokens.push(((await response.json()) as { data: { token: string } }).data.token);
    }
    const created = await post(servers[0] as ServerProcess, tokens[0] as string, "/api/geo", {
      profile: floor,
      features: roomsOf(1000, floor),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((s) => s.kill9()));
    await db?.end();
    await schema?.drop();
  });

  it("delivers a save through one process to a live stream of the other, and presence both ways", async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const watcher = await openStream(two, tokens[0] as string, "p2");
    const hello = await watcher.next((e) => e.event === "hello");
    const other = await openStream(one, tokens[1] as string, "p2");
    const otherHello = await other.next((e) => e.event === "hello");
    // presence across processes: each sees the other, and the selection made through the other process
    await watcher.next((e) => e.event === "presence" && e.data.editors.length === 2);
    await other.next((e) => e.event === "presence" && e.data.editors.length === 2);
    expect(
      (
        await post(two, tokens[1] as string, "/api/map/presence", {
          stream: otherHello.data.stream,
          selected: [5],
        })
      ).status,
    ).toBe(200);
    await watcher.next((e) => e.event === "presence" && e.data.editors[1]?.selected[0] === 5);
    const [feature] = roomsOf(1, "p2");
    const figures: number[] = [];
    for (let round = 0; round < 20; round++) {
      const from = watcher.events.length;
      const name = `Round ${round}`;
      const sentAt = performance.now();
      const saved = await post(one, tokens[1] as string, "/api/geo/save", {
        profile: "p2",
        p1: "19.4,51.7",
        p2: "19.6,51.85",
        new: [
          { ...feature, properties: { ...feature?.properties, key: `p2-round-${round}`, name_pl: name } },
        ],
        edited: [],
        deleted: [],
      });
      expect(saved.status).toBe(200);
      const event = await watcher.next(
        (e) => e.event === "save" && e.data.features[0]?.properties.name_pl === name,
        10_000,
        from,
      );
      figures.push(event.at - sentAt);
    }
    figures.sort((a, b) => a - b);
    // recorded, not asserted tightly: the machine is shared (docs/live-editing.md quotes a run)
    console.info(
      `save through one process to the other's stream, from the request: p50 ${figures[10]?.toFixed(0)} ms, max ${figures[19]?.toFixed(0)} ms`,
    );
    other.close();
    const gone = await watcher.next((e) => e.event === "presence" && e.data.editors.length === 1);
    expect(gone.data.editors[0].stream).toBe(hello.data.stream);
    watcher.close();
  });

  it("merges 1,000 random edits of five editors: nothing lost, every clash reported, the map a replay of the accepted saves", async () => {
    const report = await runSimulation({
      urls: editors.map((_, i) => (servers[i % 2] as ServerProcess).url),
      tokens,
      floor,
      editsPerEditor: 200,
      seed: 34,
      saveChance: 0.15,
      hot: 150,
    });
    expect(report.refusals).toEqual([]);
    const { rows } = await db.query<{
      id: number;
      type: string;
      geometry: unknown;
      properties: Record<string, unknown>;
    }>("SELECT id, type, geometry, properties FROM map_feature WHERE floor = $1 ORDER BY id", [floor]);
    const final = new Map<number, Content>(rows.map(({ id, ...content }) => [id, content]));
    const expected = replay(report);
    const differing = [...expected.keys(), ...final.keys()].filter(
      (id) => !isDeepStrictEqual(expected.get(id), final.get(id)),
    );
    expect(
      differing.slice(0, 5).map((id) => ({ id, expected: expected.get(id), final: final.get(id) })),
    ).toEqual([]);
    expect(unreportedClashes(report)).toEqual([]);
    // each clash reported to the editor who saved second: someone else had changed what it changed
    for (const clash of report.clashes) {
      if (clash.mine === "edited" && clash.theirs === "changed") {
        expect(clash.fields.length).toBeGreaterThan(0);
        for (const field of clash.fields) {
          expect(field.theirs).not.toEqual(field.base);
          expect(field.mine).not.toEqual(field.theirs);
        }
      }
    }
    expect(report.clashes.length).toBeGreaterThan(0);
    console.info(
      `simulation: ${report.edits} edits, ${report.saves} saves (${report.accepted.length} accepted), ${report.clashes.length} clashes, ${report.dropped} edits dropped by choosing theirs`,
    );
  }, 600_000);
});
