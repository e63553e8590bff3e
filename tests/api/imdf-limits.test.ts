/**
 * Hostile archives and the map's caps: a zip bomb, texts and nesting PostgreSQL or the stack cannot
 * take, too many features on a floor, by an import, a save or the command line; and the API answering
 * other requests while an archive is read (in a worker thread).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { maxFeaturesPerFloor } from "../../src/server/map/feature-input.ts";
import {
  hostileUnit,
  nestedText,
  producerFiles,
  withUnits,
  zipBomb,
  zipOf,
} from "../support/imdf-archives.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { square } from "./fixtures/geometries.ts";

const boundary = "----imdf-limits-boundary";
const multipart = (zip: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="campus.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

const hostile = {
  nul: "22222222-0000-4000-8000-000000000001",
  surrogate: "22222222-0000-4000-8000-000000000002",
  long: "22222222-0000-4000-8000-000000000003",
  deepCoordinates: "22222222-0000-4000-8000-000000000004",
  deepProperty: "22222222-0000-4000-8000-000000000005",
};

/** A unit as JSON text with `marker` (a JSON string) replaced by `text`: nesting too deep to stringify. */
const withText = (unit: Record<string, unknown>, marker: string, text: string) =>
  JSON.stringify(unit).replace(JSON.stringify(marker), text);

/** The producer's units and five that cannot be stored or walked; nesting 10,000 deep. */
const hostileFiles = () =>
  withUnits([
    JSON.stringify(hostileUnit(hostile.nul, { name: { pl: "Sala\u0000" } })),
    JSON.stringify(hostileUnit(hostile.surrogate, { name: { pl: "Sala \ud800" } })),
    JSON.stringify(hostileUnit(hostile.long, { alt_name: { pl: "x".repeat(10_001) } })),
    withText(
      hostileUnit(hostile.deepCoordinates, {}, { type: "MultiPolygon", coordinates: "deep" }),
      "deep",
      nestedText(10_000),
    ),
    withText(
      hostileUnit(hostile.deepProperty, { extra: "deep" }),
      "deep",
      `${'{"a":'.repeat(10_000)}0${"}".repeat(10_000)}`,
    ),
  ]);

/** The producer's archive with `count` amenities of no room, all on the ground floor. */
function crowdedFiles(count: number): Map<string, string> {
  const files = producerFiles();
  const amenities = Array.from({ length: count }, (_, i) => ({
    id: `33333333-0000-4000-8000-${String(i).padStart(12, "0")}`,
    type: "Feature",
    feature_type: "amenity",
    geometry: { type: "Point", coordinates: [19.46 + (i % 100) * 1e-5, 51.77 + Math.floor(i / 100) * 1e-5] },
    properties: { category: "information", name: { en: `Desk ${i}` }, unit_ids: [] },
  }));
  files.set("amenity.json", JSON.stringify({ type: "FeatureCollection", features: amenities }));
  return files;
}

const view = { p1: "19.46,51.76", p2: "19.48,51.78" };
const room = (key: string, geometry: unknown = square(19.47, 51.77)) => ({
  type: "Feature",
  geometry,
  properties: { type: "room", key, name_pl: "Sala" },
});

describe.each(databaseKinds)("IMDF and map limits on %s", (kind) => {
  let server: TestServer;
  const importZip = (zip: Buffer) =>
    server.request("admin", {
      method: "POST",
      url: "/api/imdf/import",
      payload: multipart(zip),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
  const count = async (floor?: string) =>
    Number(
      (
        await server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM map_feature WHERE $1::text IS NULL OR floor = $1",
          [floor ?? null],
        )
      )[0]?.n,
    );
  /** `n` small features written straight to the table, to fill a floor. */
  const fill = (floor: string, n: number) =>
    server.db.query(
      `INSERT INTO map_feature (floor, type, geometry, properties, bbox)
       SELECT $1, 'poi', '{"type":"Point","coordinates":[19.47,51.77]}', jsonb_build_object('key', 'f' || i),
              box(point(19.47, 51.77), point(19.47, 51.77))
       FROM generate_series(1, $2::int) AS i`,
      [floor, n],
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query("DELETE FROM map_feature");
  });

  it("refuses a zip bomb (3106) as soon as it inflates past the limit, reading no further", async () => {
    const bomb = zipBomb(1024);
    expect(bomb.length).toBeLessThan(2 * 2 ** 20);
    const response = await importZip(bomb);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().errors).toEqual({ archive: [3106] });
    // 1 GB of zeros; the reading stopped one slice (at most 17 MB) past the 128 MB limit
    const stoppedAt = Number(/stopped in unit\.geojson at (\d+) MB/.exec(response.json().data.detail)?.[1]);
    expect(stoppedAt).toBeGreaterThan(128);
    expect(stoppedAt).toBeLessThanOrEqual(128 + 17);
    expect(await count()).toBe(0);
  });

  it("leaves out a NUL, a lone surrogate, a text over 10,000 characters and nesting 10,000 deep, with codes", async () => {
    const response = await importZip(zipOf(hostileFiles()));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    const left = Object.fromEntries(
      (report.skipped as { id: string; code: number }[]).map(({ id, code }) => [id, code]),
    );
    expect(left).toMatchObject({
      [hostile.nul]: 3118,
      [hostile.surrogate]: 3118,
      [hostile.long]: 3116,
      [hostile.deepCoordinates]: 3117,
      [hostile.deepProperty]: 3117,
    });
    // the rest of the archive imported as without them
    expect(report.created).toBe(12);
    const stored = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM map_feature WHERE properties->>'source_id' = ANY($1::text[])",
      [Object.values(hostile)],
    );
    expect(stored[0]?.n).toBe(0);
  });

  it("refuses an archive with more than 20,000 features on a floor (3109), alone or with what the floor holds", async () => {
    const crowded = await importZip(zipOf(crowdedFiles(maxFeaturesPerFloor)));
    expect(crowded.statusCode, crowded.body).toBe(422);
    expect(crowded.json().errors).toEqual({ archive: [3109] });
    expect(crowded.json().data.detail).toMatch(/^p0: 2\d{4}$/);
    expect(await count()).toBe(0);

    await fill("p0", maxFeaturesPerFloor - 5);
    const full = await importZip(zipOf(producerFiles()));
    expect(full.json().errors).toEqual({ archive: [3109] });
    expect(await count()).toBe(maxFeaturesPerFloor - 5);
  }, 60_000);

  it("refuses a save or a create that would put more than 20,000 features on a floor (1508)", async () => {
    await fill("p3", maxFeaturesPerFloor);
    const save = await server.request("admin", {
      method: "POST",
      url: "/api/geo/save",
      payload: { profile: "p3", ...view, new: [room("extra")], edited: [], deleted: [] },
    });
    expect(save.statusCode, save.body).toBe(422);
    expect(save.json().errors).toEqual({ general: [1508] });
    const create = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile: "p3", features: [room("extra")] },
    });
    expect(create.json().errors).toEqual({ general: [1508] });
    expect(await count("p3")).toBe(maxFeaturesPerFloor);
    // another floor is not concerned
    const elsewhere = await server.request("admin", {
      method: "POST",
      url: "/api/geo/save",
      payload: { profile: "p4", ...view, new: [room("extra")], edited: [], deleted: [] },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it("refuses a save with coordinates or a property nested 10,000 deep (9001, by the body's nesting limit), never 500", async () => {
    const body = (feature: string) =>
      `{"profile":"p2","p1":"${view.p1}","p2":"${view.p2}","new":[${feature}],"edited":[],"deleted":[]}`;
    const deep = nestedText(10_000);
    const features = [
      withText(room("a", { type: "Polygon", coordinates: "deep" }), "deep", deep),
      withText({ ...room("b"), properties: { type: "room", key: "deep" } }, "deep", deep),
    ];
    for (const feature of features) {
      const response = await server.request("admin", {
        method: "POST",
        url: "/api/geo/save",
        payload: body(feature),
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ body: [9001] });
    }
    expect(await count()).toBe(0);
  });

  it("answers /api/health while an archive is being read", async () => {
    const order: string[] = [];
    const importing = importZip(zipOf(crowdedFiles(10_000))).then((response) => {
      order.push("import");
      return response;
    });
    const health = await server.request(null, { method: "GET", url: "/api/health" });
    order.push("health");
    expect(health.statusCode).toBe(200);
    expect((await importing).statusCode).toBe(200);
    expect(order).toEqual(["health", "import"]);
  }, 60_000);
});

describe("imdf:import on the command line with hostile features", () => {
  it("reports them left out instead of dying on the nesting", async () => {
    const work = mkdtempSync(join(tmpdir(), "imdf-limits-cli-"));
    try {
      const archive = join(work, "hostile.zip");
      writeFileSync(archive, zipOf(hostileFiles()));
      const env = { ...process.env, DATA_DIR: join(work, "data"), DATABASE_URL: "" };
      const run = await new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
        execFile(
          process.execPath,
          ["src/cli/main.ts", "imdf:import", archive],
          { env },
          (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("Imported: 12 created");
      expect(run.stdout).toContain(`unit ${hostile.deepCoordinates}: Left out: the feature's coordinates`);
      expect(run.stdout).toContain(`unit ${hostile.nul}: Left out: a text of the feature holds a NUL`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
