/**
 * The move from the one JSONB `record` table to a table per area (migrations 014 and 015, issue 14),
 * on a database filled by the demo seed and the API: a database at migration 013 gets the records of
 * a seeded one as the old table held them (one id sequence for all areas, values as JSON), plus the
 * records a race or a manual edit left behind. After the migration every record reads the same
 * through the store the API answers with (ids, timestamps and versions kept), and each record that
 * could not move is kept whole in record_unmoved with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas } from "../../generated/areas.ts";
import { AreaRegistry } from "../../src/server/areas/registry.ts";
import { type Database, openDatabase } from "../../src/server/db/database.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import type { Row } from "../../src/server/db/record-store.ts";
import { tabledAreas } from "../../src/shared/area-columns.ts";
import { databaseKinds, freshPostgres, startTestServer, type TestServer } from "../support/test-server.ts";

const registry = new AreaRegistry();
const tables = tabledAreas(areas);
type Dumped = {
  id: number;
  data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  version: number;
};

describe.each(databaseKinds)("moving the records table into a table per area on %s", (kind) => {
  let source: TestServer;
  let old: Database;
  let dropOld = async () => undefined as unknown;
  /** (area, id in the seeded database) -> id in the old one-table database */
  const ids = new Map<string, number>();
  const key = (area: string, id: number) => `${area}#${id}`;
  let moved: string[] = [];
  let nextId = 0;

  beforeAll(async () => {
    source = await startTestServer(kind, { seed: true });
    // A few records written through the API too, one with a reference, one edited (version 2).
    const category = await source.request("admin", {
      method: "POST",
      url: "/api/category",
      payload: { name_pl: "Przeniesiona", name_en: "Moved" },
    });
    const categoryId = category.json().data.id;
    const article = await source.request("admin", {
      method: "POST",
      url: "/api/article",
      payload: { name: "Before the move", category_id: categoryId, description: "Written before the move." },
    });
    await source.request("admin", {
      method: "PUT",
      url: `/api/article/${article.json().data.id}`,
      payload: {
        name: "Before the move, edited",
        category_id: categoryId,
        description: "Written before the move.",
      },
    });

    if (kind === "postgres") {
      const fresh = await freshPostgres();
      old = await openDatabase({ databaseUrl: fresh.url, dataDir: "memory" });
      dropOld = fresh.drop;
    } else old = await openDatabase({ dataDir: "memory" });
    await migrate(old, { until: "013_delivery.sql" });
    for (const user of await source.db.query<{ row: object }>("SELECT to_jsonb(u) AS row FROM app_user u"))
      await old.query("INSERT INTO app_user SELECT * FROM jsonb_populate_record(NULL::app_user, $1)", [
        user.row,
      ]);
    // One id sequence for all areas, as the old table had: the seeded records get new ids, interleaved.
    const dumps = new Map<string, Dumped[]>();
    for (const area of tables) {
      const rows = await source.db.query<Dumped>(
        `SELECT id, jsonb_strip_nulls(to_jsonb(t) - 'id' - 'created_at' - 'updated_at' - 'version') AS data,
                created_at, updated_at, version FROM "${area.area}" t ORDER BY id`,
      );
      dumps.set(area.area, rows);
      for (const row of rows) ids.set(key(area.area, row.id), ++nextId * 2);
    }
    for (const area of tables) {
      for (const row of dumps.get(area.area) ?? []) {
        const data = { ...row.data };
        for (const field of area.fields) {
          const target = field.ref && registry.get(field.ref).spec;
          if (target && target.store === "records" && typeof data[field.name] === "number")
            data[field.name] = ids.get(key(target.viewOf ?? target.area, data[field.name] as number));
        }
        await old.query(
          "INSERT INTO record (id, area, data, created_at, updated_at) VALUES ($1, $2, $3::jsonb, $4, $5)",
          [ids.get(key(area.area, row.id)), area.area, JSON.stringify(data), row.created_at, row.updated_at],
        );
        // The version trigger adds one per update: replay the record's edits.
        for (let v = 1; v < row.version; v++)
          await old.query("UPDATE record SET area = area WHERE id = $1", [ids.get(key(area.area, row.id))]);
      }
    }
    // What races and hand edits left in the old table.
    const odd = [
      // a news item whose category was deleted at the same moment (the race of issue 14)
      [1, "article", { name: "Orphan", category_id: 999_999, description: "Its category is gone." }],
      // an event with a date no calendar has
      [
        3,
        "event",
        { name: "Bad date", category_id: ids.get(key("category", 1)), date: "2026-13-45", description: "x" },
      ],
      // a key of a field removed from its manifest long ago
      [5, "category", { name_pl: "Z notatką", name_en: "With a note", legacy_note: "kept" }],
      // an area whose manifest is gone
      [7, "lost_item", { description: "Umbrella" }],
      // a news item referring to a category with a higher id (moved in a later pass)
      [9, "article", { name: "Forward", category_id: 11, description: "Its category came later." }],
      [11, "category", { name_pl: "Późniejsza", name_en: "Later" }],
    ] as const;
    for (const [id, area, data] of odd)
      await old.query("INSERT INTO record (id, area, data) VALUES ($1, $2, $3::jsonb)", [
        id,
        area,
        JSON.stringify(data),
      ]);
    await old.query("SELECT setval('record_id_seq', (SELECT max(id) FROM record))");
    moved = await migrate(old);
  }, 300_000);

  afterAll(async () => {
    await source.close();
    await old.close();
    await dropOld();
  });

  it("runs the generated tables' migration and the move, and drops the old table", async () => {
    expect(moved.slice(0, 2)).toEqual(["014_schema_tables.sql", "015_move_records.sql"]);
    expect(await old.query("SELECT to_regclass('record') AS t")).toEqual([{ t: null }]);
  });

  it("reads every seeded and API-written record the same, with its id, timestamps and version", async () => {
    let compared = 0;
    for (const area of tables) {
      const runtime = registry.get(area.area);
      const { items } = await runtime.store.list(source.db, area, { page: 1, pageSize: 100_000 });
      for (const before of items) {
        const id = ids.get(key(area.area, before.id)) as number;
        const after = await runtime.store.get(old, area, id);
        const want: Row = { ...before, id };
        for (const field of area.fields) {
          const target = field.ref && registry.get(field.ref).spec;
          if (target && target.store === "records" && typeof want[field.name] === "number")
            want[field.name] = ids.get(key(target.viewOf ?? target.area, want[field.name] as number));
        }
        expect(after, `${area.area} ${before.id}`).toEqual(want);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("keeps each record that could not move, whole, with the database's reason", async () => {
    const unmoved = await old.query<{
      area: string;
      id: number;
      moved: boolean;
      reason: string;
      data: object;
    }>("SELECT area, id, moved, reason, data FROM record_unmoved ORDER BY id");
    expect(unmoved.map(({ area, id, moved }) => ({ area, id, moved }))).toEqual([
      { area: "article", id: 1, moved: false },
      { area: "event", id: 3, moved: false },
      { area: "category", id: 5, moved: true },
      { area: "lost_item", id: 7, moved: false },
    ]);
    expect(unmoved[0]?.reason).toMatch(/foreign key/);
    expect(unmoved[0]?.data).toMatchObject({ name: "Orphan", category_id: 999_999 });
    expect(unmoved[1]?.reason).toMatch(/date/);
    expect(unmoved[2]?.reason).toBe("keys without a column: legacy_note");
    expect(unmoved[3]?.reason).toMatch(/lost_item has no table/);
    const [forward] = await old.query<{ category_id: number }>(
      "SELECT category_id FROM article WHERE id = 9",
    );
    expect(forward).toEqual({ category_id: 11 });
  });

  it("hands out new ids after every id the old table gave", async () => {
    const max = Math.max(...ids.values(), 11);
    for (const area of ["article", "category", "beacons"]) {
      const [row] = await old.query<{ id: number }>(`INSERT INTO "${area}" DEFAULT VALUES RETURNING id`);
      expect(row?.id, area).toBeGreaterThan(max);
    }
  });
});
