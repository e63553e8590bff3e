import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "../../src/server/config.ts";
import { unzipLimited, zipFiles } from "../../src/server/imdf/zip-archive.ts";
import { seedImdf } from "../../src/server/seed/imdf-seed.ts";
import { geometryDefect } from "../../src/shared/geometry-validity.ts";
import { changed, ids, producerFiles, zipOf } from "../support/imdf-archives.ts";
import { polymapDir } from "../support/polymap-routing.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const polymapZip = Buffer.from(
  zipFiles(new Map(readdirSync(polymapDir).map((name) => [name, readFileSync(join(polymapDir, name))]))),
);

const boundary = "----imdf-test-boundary";
const multipart = (zip: Buffer, field = "archive") =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="campus.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

interface Row {
  source_id: string;
  type: string;
  floor: string;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

/**
 * The features of the archive's files whose geometry is not valid: by JSTS's IsValidOp in this
 * process, and by GDAL (ogrinfo, GEOS through SpatiaLite), which found six PolyMap rooms turned invalid
 * by rounding when the export was read with it.
 */
function invalidGeometries(files: Map<string, Uint8Array>): { jsts: string[]; gdal: Record<string, number> } {
  const folder = mkdtempSync(join(tmpdir(), "imdf-valid-"));
  try {
    const jsts: string[] = [];
    const gdal: Record<string, number> = {};
    for (const type of ["venue", "building", "footprint", "level", "unit", "opening", "anchor"]) {
      const bytes = files.get(`${type}.geojson`) as Uint8Array;
      const collection = JSON.parse(Buffer.from(bytes).toString());
      for (const feature of collection.features)
        if (feature.geometry && geometryDefect(feature.geometry)) jsts.push(`${type} ${feature.id}`);
      writeFileSync(join(folder, `${type}.geojson`), bytes);
      const sql = `SELECT count(*) AS invalid FROM "${type}" WHERE geometry IS NOT NULL AND NOT ST_IsValid(geometry)`;
      const out = execFileSync("ogrinfo", [
        "-ro",
        "-q",
        "-dialect",
        "SQLite",
        "-sql",
        sql,
        join(folder, `${type}.geojson`),
      ]);
      gdal[type] = Number(/invalid \(Integer\) = (\d+)/.exec(out.toString())?.[1]);
    }
    return { jsts, gdal };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Positions equal within 1e-9 degrees, anything else exactly. */
function expectSameGeometry(actual: unknown, expected: unknown, at: string): void {
  if (typeof expected === "number") {
    expect(Math.abs((actual as number) - expected), at).toBeLessThanOrEqual(1e-9);
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual) && actual.length, at).toBe(expected.length);
    expected.forEach((item, i) => {
      expectSameGeometry((actual as unknown[])[i], item, at);
    });
  } else expect(actual, at).toEqual(expected);
}

describe.each(databaseKinds)("IMDF import and export on %s", (kind) => {
  let server: TestServer;
  const importZip = (zip: Buffer, query = "", field = "archive") =>
    server.request("admin", {
      method: "POST",
      url: `/api/imdf/import${query}`,
      payload: multipart(zip, field),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
  const rows = () =>
    server.db.query<Row>(
      "SELECT properties->>'source_id' AS source_id, type, floor, geometry, properties FROM map_feature ORDER BY 1, type",
    );
  const featureCount = async () =>
    Number((await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM map_feature"))[0]?.n);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query("DELETE FROM map_feature");
  });

  it("imports PolyMap, updates it on a second import, and exports an archive that imports back the same", async () => {
    const first = await importZip(polymapZip);
    expect(first.statusCode, first.body).toBe(200);
    const report = first.json().data;
    // Two levels are Polygons whose further rings lie outside the first (wings written as holes, not
    // as a MultiPolygon): invalid, left out with the reason; their floors keep every room.
    expect(report.counts.level).toEqual({ p0: 1, p1: 2, p2: 1, p4: 1, p5: 1 });
    expect(report.skipped.filter((s: { code: number }) => s.code >= 3120)).toEqual([
      expect.objectContaining({ feature_type: "level", code: 3120, detail: "geometry 1513" }),
      expect.objectContaining({ feature_type: "level", code: 3120, detail: "geometry 1513" }),
    ]);
    const total = (type: string) =>
      Object.values<number>(report.counts[type] ?? {}).reduce((a, b) => a + b, 0);
    expect(total("room") + total("roi")).toBe(443);
    expect(total("door")).toBe(472);
    expect(total("route")).toBeGreaterThan(3000);
    expect(total("connector")).toBeGreaterThan(0);
    expect(report.skipped.every((s: { id: string; reason: string }) => s.id && s.reason)).toBe(true);
    const imported = await rows();
    expect(imported).toHaveLength(report.created);

    const again = (await importZip(polymapZip)).json().data;
    expect({ created: again.created, unchanged: again.unchanged }).toEqual({
      created: 0,
      unchanged: report.created,
    });
    expect(await featureCount()).toBe(report.created);

    const exported = await server.request("admin", { method: "GET", url: "/api/imdf/export" });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("application/zip");
    const files = unzipLimited(exported.rawPayload);
    const manifest = JSON.parse(Buffer.from(files.get("manifest.json") as Uint8Array).toString());
    expect(manifest.version).toBe("1.0.0");
    const levels = JSON.parse(Buffer.from(files.get("level.geojson") as Uint8Array).toString());
    expect(
      levels.features.map((l: { properties: { ordinal: number } }) => l.properties.ordinal).sort(),
    ).toEqual([0, 1, 1, 2, 2, 3, 4, 5]);
    // valid in, valid out: the two invalid levels are left out of the import and written back as boxes
    const zero = { venue: 0, building: 0, footprint: 0, level: 0, unit: 0, opening: 0, anchor: 0 };
    expect(invalidGeometries(files)).toEqual({ jsts: [], gdal: zero });

    await server.db.query("DELETE FROM map_feature");
    const back = await importZip(exported.rawPayload);
    expect(back.statusCode, back.body).toBe(200);
    // the two levels left out come back as levels made around the features on them
    const imdfIds = new Set(imported.map((r) => r.source_id));
    const made = (await rows()).filter((r) => !imdfIds.has(r.source_id));
    expect(made.map((r) => [r.source_id, r.type, r.floor]).sort()).toEqual([
      ["0944b72f-5338-4ba5-85ee-4631c772ecf2", "level", "p2"],
      ["8e898ea9-0274-43af-bdf3-a3852cbb9b66", "level", "p3"],
    ]);
    const reimported = (await rows()).filter((r) => imdfIds.has(r.source_id));
    expect(reimported.map((r) => [r.source_id, r.type, r.floor])).toEqual(
      imported.map((r) => [r.source_id, r.type, r.floor]),
    );
    reimported.forEach((row, i) => {
      const before = imported[i] as Row;
      expect(row.geometry.type).toBe(before.geometry.type);
      expectSameGeometry(row.geometry.coordinates, before.geometry.coordinates, row.source_id);
      expect(row.properties, row.source_id).toEqual(before.properties);
    });
  });

  it("imports another producer's archive: .json names, MultiPolygons, no openings, a level outside our floors", async () => {
    const response = await importZip(zipOf(producerFiles()), "", "archive");
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.counts).toEqual({
      campus: { p0: 1 },
      building: { p0: 1 },
      background: { p0: 1 },
      level: { p0: 1, p1: 1 },
      room: { p0: 2, p1: 1 },
      roi: { p1: 1 },
      poi: { p0: 1 },
      connector: { p0: 1, p1: 1 },
    });
    expect(report.skipped.map((s: { id: string; code: number }) => [s.id, s.code])).toEqual([
      [ids.level30, 3110],
      [ids.roof, 3110],
    ]);
    const stored = await rows();
    const room = stored.find((r) => r.source_id === ids.room);
    expect(room?.geometry.type).toBe("MultiPolygon");
    expect(room?.properties).toMatchObject({
      key: ids.room,
      name_pl: "Sala 1",
      name_en: "Room 1",
      accessible: true,
    });
    const building = stored.find((r) => r.source_id === ids.building);
    expect(building?.geometry.type).toBe("MultiPolygon");
    const lifts = stored.filter((r) => r.type === "connector");
    expect(lifts.map((r) => r.properties.connector_type)).toEqual(["lift", "lift"]);
    expect(new Set(lifts.map((r) => r.properties.connector_key))).toEqual(new Set([ids.lift]));

    // the export writes the building without geometry again and the relationship whole
    const exported = await server.request("admin", { method: "GET", url: "/api/imdf/export" });
    const files = unzipLimited(exported.rawPayload);
    const read = (name: string) => JSON.parse(Buffer.from(files.get(name) as Uint8Array).toString());
    expect(read("building.geojson").features[0]).toMatchObject({ id: ids.building, geometry: null });
    expect(read("relationship.geojson").features).toHaveLength(1);
    expect(read("address.geojson").features[0].id).toBe(ids.address);
  });

  it("exports only the addresses a feature refers to, whatever the archive held or the editor drew", async () => {
    const files = producerFiles();
    const addresses = JSON.parse(files.get("address.json") as string);
    const spare = { ...addresses.features[0], id: "11111111-0000-4000-8000-000000000499" };
    files.set("address.json", JSON.stringify({ ...addresses, features: [...addresses.features, spare] }));
    expect((await importZip(zipOf(files))).statusCode).toBe(200);
    const drawn = [0, 1, 2].map((i) => ({
      type: "Feature",
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [19.5 + i * 0.001, 51.8],
            [19.5005 + i * 0.001, 51.8],
            [19.5005 + i * 0.001, 51.8005],
            [19.5 + i * 0.001, 51.8],
          ],
        ],
      },
      properties: { type: "room", key: `drawn-${i}`, name_pl: `Sala ${i}` },
    }));
    const created = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile: "p1", features: drawn },
    });
    expect(created.statusCode, created.body).toBe(200);

    const read = async () => {
      const exported = await server.request("admin", { method: "GET", url: "/api/imdf/export" });
      const zip = unzipLimited(exported.rawPayload);
      return (type: string) =>
        JSON.parse(Buffer.from(zip.get(`${type}.geojson`) as Uint8Array).toString()).features as {
          id: string;
          properties: Record<string, unknown>;
        }[];
    };
    const archive = await read();
    const drawnNames = archive("unit").map((u) => (u.properties.name as { pl?: string } | null)?.pl);
    expect(drawnNames).toEqual(expect.arrayContaining(["Sala 0", "Sala 1", "Sala 2"]));
    expect(archive("address").map((a) => a.id)).toEqual([ids.address]);
    expect(archive("venue")[0]?.properties.address_id).toBe(ids.address);

    // without the imported venue, the venue made around everything brings its one address
    await server.db.query("DELETE FROM map_feature WHERE type = 'campus'");
    const made = await read();
    expect(made("address").map((a) => a.id)).toEqual([made("venue")[0]?.properties.address_id]);
  });

  it("updates by IMDF id, and with replace deletes what the archive no longer has", async () => {
    await importZip(zipOf(producerFiles()));
    const before = await featureCount();
    const files = producerFiles();
    const units = JSON.parse(files.get("unit.json") as string);
    units.features = units.features.filter((f: { id: string }) => f.id !== ids.walkway);
    units.features[0].properties.name = { pl: "Sala 1A", en: "Room 1A" };
    files.set("unit.json", JSON.stringify(units));

    const kept = (await importZip(zipOf(files))).json().data;
    expect({ created: kept.created, updated: kept.updated, deleted: kept.deleted }).toEqual({
      created: 0,
      updated: 1,
      deleted: 0,
    });
    expect(await featureCount()).toBe(before);

    const replaced = (await importZip(zipOf(files), "?replace=true")).json().data;
    expect({ created: replaced.created, updated: replaced.updated, deleted: replaced.deleted }).toEqual({
      created: 0,
      updated: 0,
      deleted: 1,
    });
    const names = (await rows()).filter((r) => r.source_id === ids.room).map((r) => r.properties.name_pl);
    expect(names).toEqual(["Sala 1A"]);
    expect((await rows()).some((r) => r.source_id === ids.walkway)).toBe(false);
  });

  const broken: [string, () => Buffer, number, number][] = [
    ["bad JSON", () => changed("unit.json", '{"type":"FeatureCollection","features":['), 422, 3103],
    [
      "a feature on an unknown level",
      () =>
        changed(
          "unit.json",
          producerFiles().get("unit.json")?.replace(ids.level1, "99999999-0000-4000-8000-000000000000") ?? "",
        ),
      422,
      3107,
    ],
    ["no manifest", () => changed("manifest.json", null), 422, 3102],
    ["an unsupported version", () => changed("manifest.json", '{"version":"2.0.0"}'), 422, 3108],
    [
      "a path leaving the archive",
      () => zipOf(new Map([...producerFiles(), ["../escape.json", "{}"]])),
      422,
      3104,
    ],
    ["not a zip", () => Buffer.from("just text, no zip"), 422, 3101],
    [
      "too many entries",
      () =>
        zipOf(
          new Map([
            ...producerFiles(),
            ...Array.from({ length: 200 }, (_, i) => [`extra/${i}.txt`, "x"] as [string, string]),
          ]),
        ),
      413,
      3105,
    ],
  ];

  it.each(broken)("refuses an archive with %s and imports nothing", async (_name, archive, status, code) => {
    await importZip(zipOf(producerFiles()));
    const before = await rows();
    const response = await importZip(archive());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ status: "error", errors: { archive: [code] } });
    expect(await rows()).toEqual(before);
  });

  it("refuses a replace that is neither true nor false before reading the archive, importing nothing", async () => {
    const before = await rows();
    const response = await importZip(zipOf(producerFiles()), "?replace=yes");
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ replace: [9006] });
    expect(await rows()).toEqual(before);
  });

  it("refuses a form without the archive (3100) and a moderator (403)", async () => {
    const json = await server.request("admin", { method: "POST", url: "/api/imdf/import", payload: {} });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ archive: [3100] });
    const other = await importZip(zipOf(producerFiles()), "", "file");
    expect(other.json().errors).toEqual({ archive: [3100] });
    const moderator = await server.request("moderator", { method: "GET", url: "/api/imdf/export" });
    expect(moderator.statusCode).toBe(403);
  });

  it("answers a retry with the same Idempotency-Key once, refusals included", async () => {
    const send = (zip: Buffer, key: string) =>
      server.request("admin", {
        method: "POST",
        url: "/api/imdf/import",
        payload: multipart(zip),
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "idempotency-key": key },
      });
    const first = await send(zipOf(producerFiles()), "imdf-retry-1");
    const again = await send(zipOf(producerFiles()), "imdf-retry-1");
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await featureCount()).toBe(first.json().data.created);
    const refused = await send(Buffer.from("no zip"), "imdf-retry-2");
    expect(refused.statusCode).toBe(422);
    expect((await send(Buffer.from("no zip"), "imdf-retry-2")).headers["idempotent-replayed"]).toBe("true");
  });

  it("seeds an empty map from an archive folder (SEED_DEMO=imdf:<path>), and only an empty one", async () => {
    const folder = mkdtempSync(join(tmpdir(), "imdf-seed-"));
    try {
      for (const [name, text] of producerFiles()) writeFileSync(join(folder, name), text);
      const config = readConfig({ SEED_DEMO: `imdf:${folder}` } as NodeJS.ProcessEnv);
      expect({ demo: config.seedDemo, imdf: config.seedImdf }).toEqual({
        demo: false,
        imdf: resolve(folder),
      });
      expect((await seedImdf(server.db, folder))?.created).toBe(12);
      expect(await seedImdf(server.db, folder)).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("answers in Polish with the file named", async () => {
    const response = await server.request("admin", {
      method: "POST",
      url: "/api/imdf/import",
      lang: "pl",
      payload: multipart(changed("level.json", "nie json")),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.json().message).toBe(
      "Plik archiwum nie jest poprawnym JSON-em z kolekcją obiektów GeoJSON (FeatureCollection): level.json",
    );
  });
});

describe("imdf:import and imdf:export on the command line", () => {
  const cli = (env: Record<string, string>, ...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile(
        process.execPath,
        ["src/cli/main.ts", ...args],
        { env: { ...process.env, ...env } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it("imports a folder, exports a zip, imports it again as updates, and refuses a broken archive", async () => {
    const work = mkdtempSync(join(tmpdir(), "imdf-cli-"));
    const env = { DATA_DIR: join(work, "data"), DATABASE_URL: "" };
    try {
      const folder = join(work, "archive");
      const files = producerFiles();
      mkdirSync(folder);
      for (const [name, text] of files) writeFileSync(join(folder, name), text);
      const first = await cli(env, "imdf:import", folder);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain("Imported: 12 created, 0 updated, 0 unchanged, 0 deleted.");
      expect(first.stdout).toContain(`level ${ids.level30}: Left out: the feature's level has an ordinal`);
      const exported = await cli(env, "imdf:export", join(work, "out.zip"));
      expect(exported.code, exported.stderr).toBe(0);
      const again = await cli(env, "imdf:import", join(work, "out.zip"), "--replace");
      expect(again.stdout).toContain("Imported: 0 created");
      writeFileSync(join(folder, "unit.json"), "{");
      const broken = await cli(env, "imdf:import", folder);
      expect({ code: broken.code, stderr: broken.stderr.trim() }).toEqual({
        code: 2,
        stderr:
          "error: A file of the archive is not valid JSON holding a GeoJSON FeatureCollection (3103): unit.json",
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    // Four command-line processes, each starting Node and opening PGlite: 20-30 s on a busy 2-core machine.
  }, 90_000);
});
