/**
 * The app's changes feed (GET /api/app/v1/changes, docs/app-api.md#changes) with a clock the test
 * sets: the first poll's cursor; records written since, deleted ones too; records that went live or
 * ended by their window with nobody writing; a new map release; an hour of typical changes under
 * 2 KB; a cursor it did not give refused.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const at = (iso: string) => Date.parse(iso);
const square = (x: number, y: number, size = 0.0002) => ({
  type: "Polygon",
  coordinates: [
    [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
      [x, y],
    ],
  ],
});

interface Feed {
  cursor: string;
  mapRelease: number | null;
  changes: Record<string, number[]>;
  reload: string[];
}

describe.each(databaseKinds)("the app's changes feed on %s", (kind) => {
  let server: TestServer;
  let now = at("2031-03-01T12:00:00Z");
  let categoryId: number;

  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const poll = async (since?: string): Promise<Feed & { bytes: number }> => {
    const response = await server.app.inject({
      method: "GET",
      url: `/api/app/v1/changes${since ? `?since=${since}` : ""}`,
      headers: { "accept-encoding": "identity" },
    });
    return { ...ok(response), bytes: response.rawPayload.length };
  };
  const write = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    server.request("moderator", { method, url, ...(payload && { payload }) });
  const article = async (fields: object = {}) =>
    ok(
      await write("POST", "/api/article", {
        name: "Aktualność do kanału zmian",
        category_id: categoryId,
        description: "Treść aktualności do kanału zmian.",
        ...fields,
      }),
    ).id as number;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
    categoryId = ok(
      await server.request("admin", {
        method: "POST",
        url: "/api/category",
        payload: { name_pl: "Kanał", name_en: "Feed" },
      }),
    ).id;
  });
  afterAll(async () => server?.close());

  it("starts with a cursor and nothing to read again, then lists what was written and deleted", async () => {
    const first = await poll();
    expect(first).toMatchObject({ changes: {}, reload: [], mapRelease: null });
    const kept = await article();
    const gone = await article();
    ok(await write("DELETE", `/api/article/${gone}`));
    const second = await poll(first.cursor);
    expect(second.changes.articles).toEqual([kept, gone]);
    expect(second.changes.categories).toBeUndefined();
    // Nothing since: nothing again.
    expect((await poll(second.cursor)).changes).toEqual({});
  });

  it("lists a record again when it goes live and when it ends by its window, with nobody writing", async () => {
    const saved = await poll();
    const scheduled = await article({
      publish_at: "2031-03-01T13:00:00Z",
      unpublish_at: "2031-03-01T15:00:00Z",
    });
    const written = await poll(saved.cursor);
    expect(written.changes.articles).toEqual([scheduled]);
    now = at("2031-03-01T13:30:00Z");
    const live = await poll(written.cursor);
    expect(live.changes.articles).toEqual([scheduled]);
    now = at("2031-03-01T14:00:00Z");
    const quiet = await poll(live.cursor);
    expect(quiet.changes).toEqual({});
    now = at("2031-03-01T15:00:00Z");
    expect((await poll(quiet.cursor)).changes.articles).toEqual([scheduled]);
  });

  it("says when a newer map release is out", async () => {
    const before = await poll();
    ok(
      await server.request("admin", {
        method: "POST",
        url: "/api/geo/save",
        payload: {
          profile: "p0",
          p1: "19.5,51.5",
          p2: "19.7,51.7",
          new: [
            {
              type: "Feature",
              geometry: square(19.6, 51.6),
              properties: { type: "room", key: "FEED1", name_pl: "Sala kanału", name_en: "Feed room" },
            },
          ],
          edited: [],
          deleted: [],
        },
      }),
    );
    // A draft save is no news to the app.
    const saved = await poll(before.cursor);
    expect(saved.mapRelease).toBeNull();
    const release = ok(
      await server.request("admin", {
        method: "POST",
        url: "/api/map/publish",
        payload: { comment: "Kanał" },
      }),
    ).number;
    expect((await poll(saved.cursor)).mapRelease).toBe(release);
  });

  it("fits an hour of typical changes in under 2 KB, and refuses a cursor it did not give", async () => {
    const start = await poll();
    for (let i = 0; i < 12; i++) await article({ name: `Godzina zmian ${i}` });
    for (let i = 0; i < 8; i++)
      ok(
        await write("POST", "/api/event", {
          name: `Wydarzenie godziny ${i}`,
          category_id: categoryId,
          description: "Wydarzenie do kanału zmian.",
          date: "2031-04-01T10:00:00Z",
        }),
      );
    const hour = await poll(start.cursor);
    expect(hour.changes.articles).toHaveLength(12);
    expect(hour.changes.events).toHaveLength(8);
    expect(hour.bytes).toBeLessThan(2048);
    for (const bad of ["nonsense", "x".repeat(65), Buffer.from("1.2").toString("base64url")]) {
      const refused = await server.app.inject({ method: "GET", url: `/api/app/v1/changes?since=${bad}` });
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors).toEqual({ since: [9022] });
    }
  });
});
