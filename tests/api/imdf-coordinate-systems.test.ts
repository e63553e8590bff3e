/**
 * An archive in another coordinate system than WGS84 (the GeoJSON 2008 `crs` member): a piece of
 * PolyMap that GDAL converted to the Polish national grid EPSG:2180 (tests/fixtures/imdf-epsg2180,
 * made by its make-fixture.ts) is converted back on import to within a centimetre of PolyMap's own
 * positions, display points included; a system not known here refuses the archive with 3480 and a
 * crs member that names none with 3481, importing nothing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unzipLimited } from "../../src/server/imdf/zip-archive.ts";
import { zipOf } from "../support/imdf-archives.ts";
import { polymapDir } from "../support/polymap-routing.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const fixtureDir = "tests/fixtures/imdf-epsg2180";
const fixtureFiles = () =>
  new Map(
    readdirSync(fixtureDir)
      .filter((name) => name.endsWith(".json") || name.endsWith(".geojson"))
      .map((name) => [name, readFileSync(join(fixtureDir, name), "utf8")]),
  );

type Position = [number, number];
interface Feature {
  id: string;
  geometry: { type: string; coordinates: unknown } | null;
  properties: { display_point?: { coordinates: Position } | null };
}

/** PolyMap's own features of `type` by IMDF id, in WGS84 */
const original = (type: string) =>
  new Map(
    (JSON.parse(readFileSync(join(polymapDir, `${type}.geojson`), "utf8")).features as Feature[]).map((f) => [
      f.id,
      f,
    ]),
  );

const positionsOf = (coordinates: unknown): Position[] =>
  Array.isArray(coordinates) && typeof coordinates[0] === "number"
    ? [coordinates as Position]
    : (coordinates as unknown[]).flatMap(positionsOf);

/** the largest distance in metres between matching positions (an equirectangular measure, exact enough at a centimetre) */
function largestGap(actual: unknown, expected: unknown): number {
  const a = positionsOf(actual);
  const b = positionsOf(expected);
  expect(a).toHaveLength(b.length);
  return Math.max(
    ...a.map(([x, y], i) => {
      const [ex, ey] = b[i] as Position;
      const metresPerDegree = 111_320;
      return Math.hypot(
        (x - ex) * metresPerDegree * Math.cos((ey * Math.PI) / 180),
        (y - ey) * metresPerDegree,
      );
    }),
  );
}

const boundary = "----crs-boundary";

describe.each(databaseKinds)("IMDF archives in another coordinate system on %s", (kind) => {
  let server: TestServer;
  const importZip = (zip: Buffer, lang: "pl" | "en" = "en") =>
    server.request("admin", {
      method: "POST",
      url: "/api/imdf/import",
      lang,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="campus.zip"\r\nContent-Type: application/zip\r\n\r\n`,
        ),
        zip,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
  const count = async () =>
    Number((await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM map_feature"))[0]?.n);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query("DELETE FROM map_feature");
  });

  it("converts an EPSG:2180 archive to WGS84 within a centimetre of the original, display points too", async () => {
    const response = await importZip(zipOf(fixtureFiles()));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const report = response.json().data;
    expect(report.skipped.filter((s: { code: number }) => s.code !== 3111)).toEqual([]);
    expect(report.created).toBe(await count());
    const stored = await server.db.query<{ source_id: string; geometry: Feature["geometry"] }>(
      "SELECT properties->>'source_id' AS source_id, geometry FROM map_feature",
    );
    const originals = new Map(
      ["venue", "building", "level", "unit", "opening"].flatMap((type) => [...original(type)]),
    );
    expect(stored.length).toBeGreaterThanOrEqual(20);
    for (const row of stored) {
      const before = originals.get(row.source_id);
      expect(before, row.source_id).toBeDefined();
      expect(row.geometry?.type).toBe(before?.geometry?.type);
      expect(
        largestGap(row.geometry?.coordinates, before?.geometry?.coordinates),
        row.source_id,
      ).toBeLessThan(0.01);
    }

    // the export writes WGS84, with no crs member, and the display points converted as well
    const exported = await server.request("admin", { method: "GET", url: "/api/imdf/export" });
    const files = unzipLimited(exported.rawPayload);
    const units = JSON.parse(Buffer.from(files.get("unit.geojson") as Uint8Array).toString());
    expect(units.crs).toBeUndefined();
    const polymapUnits = original("unit");
    expect(units.features).toHaveLength(12);
    for (const unit of units.features as Feature[]) {
      const before = polymapUnits.get(unit.id)?.properties.display_point?.coordinates;
      expect(largestGap(unit.properties.display_point?.coordinates, before), unit.id).toBeLessThan(0.01);
    }
  });

  it.each([
    ["a system not known here", { type: "name", properties: { name: "EPSG:31467" } }, 3480, "EPSG:31467"],
    [
      "a linked system",
      { type: "link", properties: { href: "https://example.com/crs.prj", type: "esriwkt" } },
      3481,
      "link",
    ],
  ])("refuses an archive in %s, naming the file, and imports nothing", async (_name, crs, code, named) => {
    const files = fixtureFiles();
    const units = JSON.parse(files.get("unit.geojson") as string);
    files.set("unit.geojson", JSON.stringify({ ...units, crs }));
    const response = await importZip(zipOf(files));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json()).toMatchObject({ status: "error", errors: { archive: [code] } });
    expect(response.json().message).toContain("unit.geojson");
    expect(response.json().message).toContain(named);
    expect(await count()).toBe(0);
  });

  it("words the refusal in Polish", async () => {
    const files = fixtureFiles();
    const units = JSON.parse(files.get("unit.geojson") as string);
    files.set(
      "unit.geojson",
      JSON.stringify({ ...units, crs: { type: "name", properties: { name: "EPSG:2100" } } }),
    );
    const response = await importZip(zipOf(files), "pl");
    expect(response.json().message).toMatch(
      /^Plik archiwum używa nieznanego układu współrzędnych .*: unit\.geojson: EPSG:2100$/,
    );
  });
});
