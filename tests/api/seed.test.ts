import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileTypeFromFile } from "file-type";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { areas } from "../../generated/areas.ts";
import { AreaRegistry } from "../../src/server/areas/registry.ts";
import type { Queryable } from "../../src/server/db/database.ts";
import { geometryBounds } from "../../src/server/map/geometry-bounds.ts";
import type { GraphFeature } from "../../src/server/routing/graph-types.ts";
import { buildRoutingGraph } from "../../src/server/routing/routing-graph.ts";
import { seedDemo } from "../../src/server/seed/demo.ts";
import { recordWriter } from "../../src/server/seed/record-writer.ts";
import { seedArea, seedAreas, seedDir } from "../../src/server/seed/seed-data.ts";
import { tabledAreas } from "../../src/shared/area-columns.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const listable = areas.filter((a) => Object.values(a.actions).some((actions) => actions?.includes("list")));
const viewable = areas.filter(
  (a) =>
    a.store === "records" &&
    !a.viewOf &&
    Object.values(a.actions).some((actions) => actions?.includes("view")),
);
const levels = ["p-1", "p0", "p1", "p2", "p3"];
/** the tables of the areas' records, one per area */
const tables = tabledAreas(areas).map((a) => a.area);

/** Everything the seed writes, without the timestamps that depend on when it ran. */
async function dump(db: Queryable) {
  return {
    records: await db.query(
      tables
        .map(
          (area) =>
            `SELECT id, '${area}' AS area, to_jsonb(t) - 'created_at' - 'updated_at' - 'version' AS data FROM "${area}" t`,
        )
        .join(" UNION ALL ")
        .concat(" ORDER BY area, id"),
    ),
    features: await db.query(
      "SELECT id, floor, type, geometry, properties, bbox::text AS bbox FROM map_feature ORDER BY id",
    ),
    uploads: await db.query("SELECT name, kind, mime, size FROM upload ORDER BY name"),
  };
}

describe.each(databaseKinds)("demo campus seed on %s", (kind) => {
  let first: TestServer;
  let second: TestServer;
  let counts: Record<string, number> | null;

  beforeAll(async () => {
    first = await startTestServer(kind, {
      seed: false,
      dataDir: mkdtempSync(join(tmpdir(), "campus-seed-")),
    });
    second = await startTestServer(kind, {
      seed: false,
      dataDir: mkdtempSync(join(tmpdir(), "campus-seed-")),
    });
    counts = await seedDemo(first.db, { files: first.files });
  });

  afterAll(async () => {
    for (const server of [first, second]) {
      await server?.close();
      if (server) rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  // An area without demo data (a new manifest and nothing else) lists nothing, and that is fine.
  it.each(listable.map((a) => [a.area, a.store === "users" ? "app_user" : (a.viewOf ?? a.area)]))(
    "fills the list of %s",
    async (area, stored) => {
      const response = await first.request("admin", { method: "GET", url: `/api/${area}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.total > 0).toBe((counts?.[stored] ?? 0) > 0);
    },
  );

  it.each(seedAreas())("creates every record of manifests/seed/%s.yaml", async (area) => {
    const file = parse(readFileSync(join(seedDir, `${area}.yaml`), "utf8")) as { records: unknown[] };
    expect(counts?.[area]).toBe(file.records.length);
  });

  it("names the file, the record and the codes of a demo record that breaks its manifest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "campus-seed-data-"));
    try {
      const records = recordWriter(first.db, new AreaRegistry());
      writeFileSync(
        join(dir, "email_sms.yaml"),
        "records:\n  - { key: bad, name: Nobody, status: active }\n",
      );
      await expect(seedArea({ records, ids: new Map() }, "email_sms", dir)).rejects.toThrow(
        /email_sms\.yaml, record 1 \(key bad\): demo email_sms record breaks its manifest: .*6306/,
      );
      writeFileSync(
        join(dir, "article.yaml"),
        "records:\n  - { name: X, category_id: { $ref: category.none } }\n",
      );
      await expect(seedArea({ records, ids: new Map() }, "article", dir)).rejects.toThrow(
        /article\.yaml, record 1: \$ref category\.none names no keyed demo record/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads every seeded record back through the API", async () => {
    for (const area of viewable) {
      const rows = await first.db.query<{ id: number }>(`SELECT id FROM "${area.area}" ORDER BY id`);
      expect(rows.length, area.area).toBe(counts?.[area.area] ?? 0);
      for (const { id } of rows) {
        const response = await first.request("admin", { method: "GET", url: `/api/${area.area}/${id}` });
        expect(response.statusCode, `${area.area} ${id}`).toBe(200);
        expect(response.json().data.id).toBe(id);
      }
    }
  });

  it("reports what it wrote", async () => {
    const perArea = await first.db.query<{ area: string; n: number }>(
      tables
        .map((area) => `SELECT '${area}' AS area, count(*)::int AS n FROM "${area}" t`)
        .join(" UNION ALL "),
    );
    const [features] = await first.db.query<{ n: number }>("SELECT count(*)::int AS n FROM map_feature");
    expect(counts).toMatchObject(
      Object.fromEntries(perArea.filter((r) => r.n > 0).map((r) => [r.area, r.n])),
    );
    expect(counts?.map_feature).toBe(features?.n);
    expect(counts).not.toHaveProperty("skipped_needs_upload");
  });

  it("draws every level from p-1 to p3 with rooms, doors, corridors and connectors", async () => {
    const rows = await first.db.query<{ floor: string; type: string }>(
      "SELECT DISTINCT floor, type FROM map_feature",
    );
    for (const floor of levels) {
      const types = rows.filter((r) => r.floor === floor).map((r) => r.type);
      expect(types, floor).toEqual(
        expect.arrayContaining(["level", "room", "door", "route", "connector", "wall"]),
      );
    }
    const lifts = await first.db.query<{ floor: string }>(
      "SELECT floor FROM map_feature WHERE properties->>'connector_key' = 'A-L1' AND type = 'connector'",
    );
    expect(lifts.map((r) => r.floor).sort()).toEqual([...levels].sort());
  });

  it("joins every room of every level into one routing network", async () => {
    const features = await first.db.query<GraphFeature>(
      "SELECT id, floor, type, geometry, properties FROM map_feature ORDER BY id",
    );
    const graph = buildRoutingGraph(features);
    expect(graph.floors).toEqual(levels);
    expect(graph.components).toBe(1);
  });

  it("stores properties without the type, which has its own column, as the editor's saves do", async () => {
    const [row] = await first.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM map_feature WHERE properties ? 'type'",
    );
    expect(row?.n).toBe(0);
    // The extent answer splices the type in as the first property: a second one would be a duplicate name.
    const response = await first.request("admin", {
      method: "GET",
      url: "/api/geo/extent?profile=p0&p1=-180,-85&p2=180,85&limit=10000",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.features.length).toBeGreaterThan(0);
    // Stored properties come out as jsonb writes them, with a space after each colon; the spliced-in
    // type has none.
    expect(response.body).not.toMatch(/"type": "/);
  });

  it("stores each feature's bounding box", async () => {
    const rows = await first.db.query<{ geometry: { type: string; coordinates: unknown }; bbox: string }>(
      "SELECT geometry, bbox::text AS bbox FROM map_feature ORDER BY id",
    );
    for (const { geometry, bbox } of rows) {
      const [minX, minY, maxX, maxY] = geometryBounds(geometry);
      const corners = bbox.match(/-?[0-9.e-]+/g)?.map(Number);
      expect(corners).toEqual([maxX, maxY, minX, minY]);
    }
  });

  it("lists a push that already went out", async () => {
    const response = await first.request("admin", { method: "GET", url: "/api/push_notifications" });
    const items = response.json().data.items as { sent_at?: string }[];
    expect(items.filter((n) => n.sent_at)).toHaveLength(1);
  });

  it("points upload fields at real files of the declared type", async () => {
    const uploads = await first.db.query<{ name: string; kind: string; mime: string; size: string }>(
      "SELECT name, kind, mime, size FROM upload",
    );
    expect(uploads.map((u) => u.kind).sort()).toEqual(expect.arrayContaining(["audio", "icon", "video"]));
    for (const upload of uploads) {
      const path = join(first.dataDir, "uploads", upload.name);
      expect((await fileTypeFromFile(path))?.mime, upload.name).toBe(upload.mime);
      expect(readFileSync(path).length).toBe(Number(upload.size));
    }
  });

  it("does nothing on a database that already holds data", async () => {
    const before = await dump(first.db);
    expect(await seedDemo(first.db, { files: first.files })).toBeNull();
    expect(await dump(first.db)).toEqual(before);
  });

  it("writes the same data into two fresh databases", async () => {
    expect(await seedDemo(second.db, { files: second.files })).toEqual(counts);
    expect(await dump(second.db)).toEqual(await dump(first.db));
  });

  it("without a data directory leaves out only the records that need a file", async () => {
    await second.db.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(", ")}`);
    await second.db.query("DELETE FROM map_feature");
    const partial = await seedDemo(second.db);
    expect(partial).toMatchObject({ skipped_needs_upload: 15, app_user: 0 });
    expect(partial).not.toHaveProperty("category_geo");
    expect(partial).not.toHaveProperty("commercial");
    expect(partial?.notification).toBe((counts?.notification ?? 0) - 2);
    expect(partial?.map_feature).toBe(counts?.map_feature);
  });
});
