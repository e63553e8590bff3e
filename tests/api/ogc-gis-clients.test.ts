/**
 * OGC API – Features with GIS clients nobody here wrote (issue 35's proof): Debian's GDAL 3.6
 * (ogr2ogr, ogrinfo: the OAPIF driver) and QGIS 3.22 (PyQGIS, headless) against the real server
 * (npm start's src/server/main.ts) holding the PolyMap campus (samples/imdf/polymap), imported and
 * published as staff would.
 *
 * - ogr2ogr copies every released collection, and with a staff token every draft one, into a
 *   GeoPackage with exactly the counts the import wrote, every geometry valid (GEOS, python3-gdal);
 * - ogrinfo's attribute filter on `level` is sent to the server (its log names the filter) rather
 *   than applied after downloading everything;
 * - QGIS's OAPIF provider loads every released collection with the same counts.
 *
 * Skipped, saying why, only where the clients are not installed; CI installs them (.ci/run).
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipFiles } from "../../src/server/imdf/zip-archive.ts";
import { polymapDir } from "../support/polymap-routing.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const run = promisify(execFile);
const fixtures = join(import.meta.dirname, "fixtures/ogc");
/** Debian's python, which has python3-gdal and python3-qgis (not a pyenv python first on PATH) */
const systemPython = "/usr/bin/python3";

function missingClients(): string | null {
  const probes: [string, string[]][] = [
    ["ogr2ogr", ["--version"]],
    ["ogrinfo", ["--version"]],
    [systemPython, ["-c", "import osgeo.ogr, qgis.core"]],
  ];
  for (const [command, args] of probes) {
    try {
      execFileSync(command, args, { stdio: "ignore", env: { ...process.env, QT_QPA_PLATFORM: "offscreen" } });
    } catch {
      return `${command} ${args.join(" ")} failed: install gdal-bin, python3-gdal and python3-qgis`;
    }
  }
  return null;
}

const missing = missingClients();
if (missing) console.warn(`OGC API GIS client test skipped: ${missing}`);

const boundary = "----ogc-gis-boundary";
const polymapZip = Buffer.from(
  zipFiles(new Map(readdirSync(polymapDir).map((name) => [name, readFileSync(join(polymapDir, name))]))),
);

describe.skipIf(missing !== null)("GDAL and QGIS read the campus from /api/ogc", () => {
  let server: ServerProcess;
  let work = "";
  let token = "";
  /** per map type, how many features the import wrote (on every floor) */
  const imported: Record<string, number> = {};
  const service = () => `${server.url}/api/ogc`;
  const clientEnv = (extra: Record<string, string> = {}) => ({
    ...process.env,
    QT_QPA_PLATFORM: "offscreen",
    // answers straight from the server, never a proxy of the machine
    no_proxy: "127.0.0.1",
    ...extra,
  });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "ogc-gis-"));
    server = await startServerProcess({
      DATA_DIR: join(work, "data"),
      DATABASE_URL: "",
      ADMIN_EMAIL: "gis@test.example",
      ADMIN_PASSWORD: "Lichen-Marmot-7-Quarry",
      LOG_LEVEL: "info",
      // the clients page through thousands of features: far more reads a minute than an app makes
      APP_MAX_PER_ADDRESS_PER_MINUTE: "100000",
    });
    const port = new URL(server.url).port;
    server.child.stdout?.setEncoding("utf8");
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "gis@test.example", password: "Lichen-Marmot-7-Quarry" }),
    });
    token = (await login.json()).data.token;
    const upload = await fetch(`${server.url}/api/imdf/import`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="polymap.zip"\r\nContent-Type: application/zip\r\n\r\n`,
        ),
        polymapZip,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const report = (await upload.json()).data;
    expect(upload.status, JSON.stringify(report)).toBe(200);
    for (const [type, floors] of Object.entries<Record<string, number>>(report.counts)) {
      imported[type] = Object.values(floors).reduce((a, b) => a + b, 0);
    }
    const published = await fetch(`${server.url}/api/map/publish`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ comment: "PolyMap" }),
    });
    expect(published.status).toBe(200);
    expect(port).not.toBe("");
  });
  afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const collectionIds = async (staff: boolean) => {
    const response = await fetch(`${service()}/collections`, {
      headers: staff ? { authorization: `Bearer ${token}` } : {},
    });
    return (await response.json()).collections.map((c: { id: string }) => c.id) as string[];
  };
  const gpkgCounts = async (file: string) => {
    const { stdout } = await run(systemPython, [join(fixtures, "gpkg-check.py"), file], { env: clientEnv() });
    return JSON.parse(stdout) as Record<string, { count: number; invalid: number }>;
  };
  const expected = (ids: string[]) =>
    Object.fromEntries(
      ids
        .map((id) => [id, imported[id.replace(/_draft$/, "")] ?? 0] as const)
        .filter(([, count]) => count > 0)
        .map(([id, count]) => [id, { count, invalid: 0 }]),
    );

  it("ogr2ogr copies every released collection into a GeoPackage with the import's counts, all valid", async () => {
    const ids = await collectionIds(false);
    const file = join(work, "release.gpkg");
    await run("ogr2ogr", ["-f", "GPKG", file, `OAPIF:${service()}`, "-oo", "PAGE_SIZE=1000"], {
      env: clientEnv(),
      maxBuffer: 16 * 1024 * 1024,
    });
    const layers = await gpkgCounts(file);
    // a collection with no features is a layer of none (GDAL may leave it out)
    const copied = Object.fromEntries(Object.entries(layers).filter(([, l]) => l.count > 0));
    expect(copied).toEqual(expected(ids));
    expect((copied.room?.count ?? 0) + (copied.roi?.count ?? 0)).toBe(443);
    expect(copied.door?.count).toBe(472);
  });

  it("ogr2ogr with a staff token copies the draft's collections too, routes and beacon places among them", async () => {
    const ids = (await collectionIds(true)).filter((id) => id.endsWith("_draft"));
    const file = join(work, "draft.gpkg");
    await run("ogr2ogr", ["-f", "GPKG", file, `OAPIF:${service()}`, "-oo", "PAGE_SIZE=5000", ...ids], {
      env: clientEnv({ GDAL_HTTP_HEADERS: `Authorization: Bearer ${token}` }),
      maxBuffer: 16 * 1024 * 1024,
    });
    const layers = await gpkgCounts(file);
    const copied = Object.fromEntries(Object.entries(layers).filter(([, l]) => l.count > 0));
    expect(copied).toEqual(expected(ids));
    expect(copied.route_draft?.count).toBeGreaterThan(3000);
  });

  it("ogrinfo's attribute filter on level is answered by the server", async () => {
    const all = await fetch(`${service()}/collections/room/items?level=p1&limit=1`);
    const matched = (await all.json()).numberMatched;
    const before = server.output().length;
    const { stdout } = await run(
      "ogrinfo",
      ["-ro", "-so", "-where", "level = 'p1'", `OAPIF:${service()}`, "room", "-oo", "PAGE_SIZE=1000"],
      { env: clientEnv() },
    );
    const count = Number(stdout.match(/Feature Count: (\d+)/)?.[1]);
    expect(count).toBe(matched);
    expect(count).toBeGreaterThan(0);
    // The server's log of GDAL's reads: one first page to learn the layer's fields, then the filter
    // sent as the queryable's parameter, not every room downloaded and filtered by GDAL.
    const reads = server
      .output()
      .slice(before)
      .split("\n")
      .filter((line) => line.includes('"ogc items read"'))
      .map((line) => JSON.parse(line) as { collection: string; filters: Record<string, string> });
    expect(reads.length, stdout).toBeGreaterThan(1);
    const [probe, ...filtered] = reads;
    expect(probe?.collection).toBe("room");
    expect(filtered.map((read) => [read.collection, read.filters])).toEqual(
      filtered.map(() => ["room", { level: "p1" }]),
    );
  });

  it("QGIS loads every released collection with the import's counts", async () => {
    const ids = await collectionIds(false);
    const { stdout } = await run(systemPython, [join(fixtures, "qgis-load.py"), service(), ...ids], {
      env: clientEnv(),
      maxBuffer: 16 * 1024 * 1024,
    });
    const loaded = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
    for (const id of ids) {
      expect(loaded[id], id).toMatchObject({ valid: true, count: imported[id] ?? 0, invalid: 0 });
    }
    expect(loaded.room.fields).toEqual(expect.arrayContaining(["level", "name", "key", "category"]));
  });
});
