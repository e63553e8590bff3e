/**
 * Publishing the map (issue 30): the editor saves a draft, publishing makes an immutable numbered
 * release of it, a diff names what differs, a rollback publishes an earlier release's content again.
 * What a release holds never changes with later saves, and a publish stores only what changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/database.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import { databaseKinds, freshPostgres, startTestServer, type TestServer } from "../support/test-server.ts";

type Position = [number, number];
const square = (x: number, y: number, size = 0.0002) => ({
  type: "Polygon",
  coordinates: [
    [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
      [x, y],
    ] as Position[],
  ],
});
const room = (key: string, x: number, y: number, name = `Sala ${key}`) => ({
  type: "Feature",
  geometry: square(x, y),
  properties: { type: "room", key, name_pl: name, name_en: `Room ${key}` },
});

interface Loaded {
  id: number;
  version: number;
  geometry: unknown;
  properties: Record<string, unknown>;
}

describe.each(databaseKinds)("map releases on %s", (kind) => {
  let server: TestServer;
  const call = (
    role: "admin" | "moderator" | null,
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
  ) => server.request(role, { method, url, ...(payload && { payload }) });
  const ok = async (method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const response = await call("admin", method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const floor = async (profile: string, release?: number) =>
    (
      await ok(
        "GET",
        `/api/geo/extent?profile=${profile}&p1=-180,-90&p2=180,90${release ? `&release=${release}` : ""}`,
      )
    ).features as Loaded[];
  const refusal = async (
    role: "admin" | "moderator" | null,
    method: "GET" | "POST",
    url: string,
    payload?: object,
  ) => {
    const response = await call(role, method, url, payload);
    return [response.statusCode, response.json().errors];
  };

  // who changed each feature: the review and the history name accounts, never their e-mail
  const admin = { id: expect.any(Number), name: "Test admin" };

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
  });
  afterAll(() => server.close());

  it("makes the seeded map release 1, and a draft change is not in it until published", async () => {
    const releases = await ok("GET", "/api/map/releases");
    expect(releases.total).toBe(1);
    expect(releases.items[0]).toMatchObject({
      number: 1,
      author: null,
      comment: "Demo campus",
      rollbackOf: null,
    });
    const seeded = await floor("p0");
    expect((await floor("p0", 1)).map((f) => f.id)).toEqual(seeded.map((f) => f.id));

    const created = await ok("POST", "/api/geo", { profile: "p0", features: [room("R1", 19.5, 51.5)] });
    const [id] = created.ids as number[];
    expect((await floor("p0", 1)).map((f) => f.id)).not.toContain(id);
    expect((await floor("p0")).map((f) => f.id)).toContain(id);

    const diff = await ok("GET", "/api/map/diff?from=1&to=draft");
    expect(diff).toEqual({
      from: 1,
      to: "draft",
      floors: [
        {
          floor: "p0",
          added: [{ id, authors: [admin], type: "room", key: "R1", name_pl: "Sala R1", name_en: "Room R1" }],
          changed: [],
          removed: [],
        },
      ],
    });

    const published = await ok("POST", "/api/map/publish", { comment: "Nowa sala" });
    expect(published).toEqual({ number: 2, counts: { p0: { added: 1, changed: 0, removed: 0 } } });
    expect((await floor("p0", 2)).map((f) => f.id)).toContain(id);
    expect(await refusal("admin", "POST", "/api/map/publish", {})).toEqual([409, { general: [1520] }]);
  });

  it("names the changed properties and moved geometry, keeps each release as it was, and rolls back", async () => {
    const [first, second] = (
      await ok("POST", "/api/geo", {
        profile: "p1",
        features: [room("A", 19.6, 51.6), room("B", 19.61, 51.6)],
      })
    ).ids as number[];
    const before = (await ok("POST", "/api/map/publish", { comment: "Piętro 1" })).number as number;
    const loaded = await floor("p1");
    const a = loaded.find((f) => f.id === first) as Loaded;
    const b = loaded.find((f) => f.id === second) as Loaded;
    await ok("POST", "/api/geo/save", {
      profile: "p1",
      p1: "19.5,51.5",
      p2: "19.7,51.7",
      new: [],
      edited: [
        {
          type: "Feature",
          id: a.id,
          version: a.version,
          geometry: square(19.6001, 51.6),
          properties: { ...a.properties, name_pl: "Aula A" },
        },
      ],
      deleted: [{ id: b.id, version: b.version }],
    });
    const after = (await ok("POST", "/api/map/publish", { comment: "Aula" })).number as number;
    expect(await ok("GET", `/api/map/diff?from=${before}&to=${after}`)).toEqual({
      from: before,
      to: after,
      floors: [
        {
          floor: "p1",
          added: [],
          changed: [
            {
              id: first,
              authors: [admin],
              type: "room",
              key: "A",
              name_pl: "Aula A",
              name_en: "Room A",
              properties: ["name_pl"],
              geometry: true,
            },
          ],
          removed: [
            { id: second, authors: [admin], type: "room", key: "B", name_pl: "Sala B", name_en: "Room B" },
          ],
        },
      ],
    });
    // the earlier release still holds both rooms as they were
    const earlier = await floor("p1", before);
    const ours = earlier.filter((f) => f.id === first || f.id === second);
    expect(ours.map((f) => [f.id, f.properties.name_pl])).toEqual([
      [first, "Sala A"],
      [second, "Sala B"],
    ]);

    const rolledBack = await ok("POST", `/api/map/releases/${before}/rollback`, { comment: "Cofnięcie" });
    expect(rolledBack).toEqual({
      number: after + 1,
      rollbackOf: before,
      counts: { p1: { added: 1, changed: 1, removed: 0 } },
    });
    expect(await floor("p1", after + 1)).toEqual(earlier);
    // the draft is left as it is: the diff shows the draft's changes again
    const [draftDiff] = (await ok("GET", `/api/map/diff?from=${after + 1}&to=draft`)).floors;
    expect(draftDiff).toMatchObject({ floor: "p1", changed: [{ id: first }], removed: [{ id: second }] });
    expect(await refusal("admin", "POST", `/api/map/releases/${before}/rollback`, {})).toEqual([
      409,
      { number: [1523] },
    ]);

    const [latest] = (await ok("GET", "/api/map/releases")).items;
    expect(latest).toMatchObject({ number: after + 1, comment: "Cofnięcie", rollbackOf: before });
    expect(latest.author).toMatchObject({ name: expect.any(String) });
    const audit = await ok("GET", "/api/audit?area=map");
    const actions = audit.items.map((entry: { action: string; record_id: number }) => [
      entry.action,
      entry.record_id,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["rollback", after + 1],
        ["publish", after],
      ]),
    );
  });

  it("names every author of a feature's changes since the latest release, first to change it first", async () => {
    const [id] = (await ok("POST", "/api/geo", { profile: "p3", features: [room("C", 19.62, 51.6)] }))
      .ids as number[];
    const published0 = (await ok("POST", "/api/map/publish", { comment: "C" })).number as number;
    const edit = async (role: "admin" | "moderator", name: string) => {
      const [loaded] = (await floor("p3")).filter((f) => f.id === id) as Loaded[];
      const response = await call(role, "POST", "/api/geo/save", {
        profile: "p3",
        p1: "19.5,51.5",
        p2: "19.7,51.7",
        new: [],
        edited: [{ ...loaded, type: "Feature", properties: { ...loaded?.properties, name_pl: name } }],
        deleted: [],
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await edit("moderator", "C1");
    await edit("admin", "C2");
    await edit("moderator", "C3");
    const [review] = (await ok("GET", `/api/map/diff?from=${published0}&to=draft`)).floors;
    expect(review.changed).toMatchObject([
      { id, authors: [{ id: expect.any(Number), name: "Test moderator" }, admin] },
    ]);
    const published = (await ok("POST", "/api/map/publish", { comment: "C3" })).number as number;
    const [history] = (await ok("GET", `/api/map/diff?from=${published0}&to=${published}`)).floors;
    expect(history.changed[0].authors.map((a: { name: string }) => a.name)).toEqual([
      "Test moderator",
      "Test admin",
    ]);
    expect(JSON.stringify(history)).not.toContain("@test.example");
  });

  it("stores only what changed: twenty one-room publishes add twenty rows, not twenty maps", async () => {
    const rows = async () =>
      Number((await server.db.query<{ n: string }>("SELECT count(*) AS n FROM map_release_feature"))[0]?.n);
    // what earlier tests left in the draft goes out first (or there is nothing to publish: 409)
    expect([200, 409]).toContain((await call("admin", "POST", "/api/map/publish", {})).statusCode);
    const start = await rows();
    const [id] = (await ok("POST", "/api/geo", { profile: "p2", features: [room("C", 19.7, 51.7)] }))
      .ids as number[];
    for (let round = 0; round < 20; round++) {
      const [current] = (await floor("p2")).filter((f) => f.id === id);
      await ok("PUT", "/api/geo", {
        profile: "p2",
        features: [{ ...current, properties: { ...current?.properties, name_pl: `Sala ${round}` } }],
      });
      await ok("POST", "/api/map/publish", { comment: `Runda ${round}` });
    }
    expect((await rows()) - start).toBe(20);
  });

  it("lets moderators publish but not roll back, and refuses bad input with its code", async () => {
    await ok("POST", "/api/geo", { profile: "p3", features: [room("D", 19.8, 51.8)] });
    const byModerator = await call("moderator", "POST", "/api/map/publish", { comment: "Moderator" });
    expect(byModerator.statusCode, byModerator.body).toBe(200);
    expect((await refusal("moderator", "POST", "/api/map/releases/1/rollback", {}))[0]).toBe(403);
    expect((await refusal(null, "GET", "/api/map/releases"))[0]).toBe(401);

    expect(await refusal("admin", "GET", "/api/map/diff?from=abc&to=draft")).toEqual([422, { from: [1522] }]);
    expect(await refusal("admin", "GET", "/api/map/diff?to=draft")).toEqual([422, { from: [1522] }]);
    expect(await refusal("admin", "GET", "/api/map/diff?from=1&to=nope")).toEqual([422, { to: [1522] }]);
    expect(await refusal("admin", "GET", "/api/map/diff?from=999&to=draft")).toEqual([404, { from: [1521] }]);
    expect(
      await refusal("admin", "GET", "/api/geo/extent?profile=p0&p1=-180,-90&p2=180,90&release=999"),
    ).toEqual([404, { release: [1521] }]);
    expect(await refusal("admin", "POST", "/api/map/releases/999/rollback", {})).toEqual([
      404,
      { number: [1521] },
    ]);
    expect(await refusal("admin", "POST", "/api/map/publish", { comment: "x".repeat(1001) })).toEqual([
      422,
      { comment: [1524] },
    ]);
    expect(await refusal("admin", "GET", "/api/map/releases?page=0")).toEqual([422, { page: [9005] }]);
  });
});

describe.each(databaseKinds)("upgrading a map to releases on %s", (kind) => {
  let db: Database;
  let drop = async () => {};
  beforeAll(async () => {
    if (kind === "postgres") {
      const fresh = await freshPostgres();
      db = await openDatabase({ databaseUrl: fresh.url, dataDir: "memory" });
      drop = fresh.drop;
    } else db = await openDatabase({ dataDir: "memory" });
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it("makes today's map release 1, every floor of it", async () => {
    await migrate(db, { until: "022_mobile_intake_limits.sql" });
    for (const [floor, key] of [
      ["p0", "old-0"],
      ["p2", "old-2"],
    ])
      await db.query(
        `INSERT INTO map_feature (floor, type, geometry, properties, bbox)
         VALUES ($1, 'room', $2::jsonb, $3::jsonb, box(point(19.5, 51.5), point(19.6, 51.6)))`,
        [floor, JSON.stringify(square(19.5, 51.5)), JSON.stringify({ key, name_pl: key })],
      );
    await migrate(db);
    expect(await db.query("SELECT number, author_id, counts FROM map_release")).toEqual([
      {
        number: 1,
        author_id: null,
        counts: { p0: { added: 1, changed: 0, removed: 0 }, p2: { added: 1, changed: 0, removed: 0 } },
      },
    ]);
    const released = await db.query<{ key: string; same: boolean }>(
      `SELECT r.properties->>'key' AS key, r.answer_line = m.answer_line AS same
       FROM map_release_feature r JOIN map_feature m USING (id) WHERE r.from_release = 1 ORDER BY key`,
    );
    expect(released).toEqual([
      { key: "old-0", same: true },
      { key: "old-2", same: true },
    ]);
  });
});
