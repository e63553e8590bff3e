/**
 * Invalid geometries (OGC simple features) and the vertex cap, by the rule the editor's Check uses
 * (src/shared/geometry-validity.ts): refused by the map's saves with 1510-1514 on the feature's place,
 * left out of IMDF imports with 3120-3122 and the map code, and an export that still imports back
 * when a level was left out.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unzipLimited } from "../../src/server/imdf/zip-archive.ts";
import { maxVerticesPerFeature } from "../../src/shared/geometry-validity.ts";
import { ids, producerFiles, zipOf } from "../support/imdf-archives.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { square } from "./fixtures/geometries.ts";

type Geometry = { type: string; coordinates: unknown };
type Position = [number, number];

const [x, y] = [19.47, 51.77];
const d = 1e-4;
const ring = (...corners: Position[]): Position[] => corners.map(([cx, cy]) => [x + cx * d, y + cy * d]);
const shell = ring([0, 0], [4, 0], [4, 4], [0, 4], [0, 0]);

/** each defect, and the code it is refused with on save and the reason it is left out with on import */
const invalidShapes: [string, Geometry, number, number][] = [
  ["a bow-tie", { type: "Polygon", coordinates: [ring([0, 0], [4, 4], [4, 0], [0, 4], [0, 0])] }, 1510, 3120],
  ["an unclosed ring", { type: "Polygon", coordinates: [ring([0, 0], [4, 0], [4, 4], [0, 4])] }, 1511, 3121],
  ["a ring of three positions", { type: "Polygon", coordinates: [ring([0, 0], [4, 0], [0, 0])] }, 1512, 3121],
  [
    "a hole outside its shell",
    { type: "Polygon", coordinates: [shell, ring([6, 6], [6, 7], [7, 7], [7, 6], [6, 6])] },
    1513,
    3120,
  ],
  [
    `a room of ${maxVerticesPerFeature + 1} vertices`,
    {
      type: "Polygon",
      coordinates: [
        [
          ...Array.from({ length: maxVerticesPerFeature }, (_, i): Position => {
            const angle = (2 * Math.PI * i) / maxVerticesPerFeature;
            return [x + d * Math.cos(angle), y + d * Math.sin(angle)];
          }),
          [x + d, y],
        ],
      ],
    },
    1514,
    3122,
  ],
];

const bowTie = invalidShapes[0]?.[1] as Geometry;

const room = (geometry: Geometry, key: string) => ({
  type: "Feature",
  geometry,
  properties: { type: "room", key, name_pl: key },
});

describe.each(databaseKinds)("invalid geometries on %s", (kind) => {
  let server: TestServer;
  const count = async (floor: string) =>
    Number(
      (
        await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM map_feature WHERE floor = $1", [
          floor,
        ])
      )[0]?.n,
    );
  const importZip = (zip: Buffer) => {
    const boundary = "----geometry-boundary";
    return server.request("admin", {
      method: "POST",
      url: "/api/imdf/import",
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="campus.zip"\r\nContent-Type: application/zip\r\n\r\n`,
        ),
        zip,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query("DELETE FROM map_feature");
  });

  it.each(invalidShapes)(
    "refuses %s on save, naming the feature, and stores nothing",
    async (name, geometry, code) => {
      const response = await server.request("admin", {
        method: "POST",
        url: "/api/geo/save",
        lang: "pl",
        payload: {
          profile: "p7",
          p1: "19.46,51.76",
          p2: "19.48,51.78",
          new: [room(square(x, y), "good"), room(geometry, name)],
          edited: [],
          deleted: [],
        },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
      expect(response.json()).toMatchObject({ status: "error", errors: { "new.1.geometry": [code] } });
      expect(Object.keys(response.json().errors)).toEqual(["new.1.geometry"]);
      expect(await count("p7")).toBe(0);
    },
  );

  it("refuses an invalid geometry in an edit and in the plain create alike", async () => {
    const created = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile: "p7", features: [room(square(x, y), "r1")] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [id] = created.json().data.ids as number[];
    const edit = await server.request("admin", {
      method: "POST",
      url: "/api/geo/save",
      payload: {
        profile: "p7",
        p1: "19.46,51.76",
        p2: "19.48,51.78",
        new: [],
        edited: [{ ...room(bowTie, "r1"), id, version: 1 }],
        deleted: [],
      },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ "edited.0.geometry": [1510] });
    const plain = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile: "p7", features: [room(bowTie, "r2")] },
    });
    expect(plain.json().errors).toEqual({ "features.0.geometry": [1510] });
    // the room as it was, alone
    expect(await server.db.query("SELECT id, version FROM map_feature")).toEqual([{ id, version: 1 }]);
  });

  it("words each code in Polish and English", async () => {
    const body = { profile: "p7", features: [room(bowTie, "r")] };
    const pl = await server.request("admin", { method: "POST", url: "/api/geo", lang: "pl", payload: body });
    const en = await server.request("admin", { method: "POST", url: "/api/geo", lang: "en", payload: body });
    expect(pl.json().message).toContain("przecina samą siebie");
    expect(en.json().message).toContain("crosses itself");
  });

  it("leaves each invalid unit of an archive out with its reason and the map code, importing the rest", async () => {
    const clean = (await importZip(zipOf(producerFiles()))).json().data;
    await server.db.query("DELETE FROM map_feature");
    const files = producerFiles();
    const units = JSON.parse(files.get("unit.json") as string);
    const invalid = invalidShapes.map(([name, geometry], i) => ({
      id: `22222222-0000-4000-8000-00000000000${i}`,
      type: "Feature",
      feature_type: "unit",
      geometry,
      properties: { ...units.features[0].properties, name: { en: name } },
    }));
    units.features.push(...invalid);
    files.set("unit.json", JSON.stringify(units));
    const response = await importZip(zipOf(files));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const report = response.json().data;
    const leftOut = report.skipped.filter((s: { code: number }) => s.code >= 3120);
    expect(leftOut).toEqual(
      invalidShapes.map(([, , code, reason], i) => ({
        id: invalid[i]?.id,
        feature_type: "unit",
        code: reason,
        detail: `geometry ${code}`,
        reason: expect.stringMatching(/^Left out: /),
      })),
    );
    expect(report.counts).toEqual(clean.counts);
  });

  it("exports an archive that imports back after a level was left out or deleted", async () => {
    expect((await importZip(zipOf(producerFiles()))).statusCode).toBe(200);
    await server.db.query("DELETE FROM map_feature WHERE type = 'level' AND properties->>'source_id' = $1", [
      ids.level1,
    ]);
    const exported = await server.request("admin", { method: "GET", url: "/api/imdf/export" });
    expect(exported.statusCode).toBe(200);
    const files = unzipLimited(exported.rawPayload);
    const levels = JSON.parse(Buffer.from(files.get("level.geojson") as Uint8Array).toString());
    // made around the features still on it, in their building, under its own id
    expect(levels.features.find((l: { id: string }) => l.id === ids.level1)?.properties).toMatchObject({
      ordinal: 1,
      building_ids: [ids.building],
    });
    await server.db.query("DELETE FROM map_feature");
    const back = await importZip(exported.rawPayload);
    expect(back.statusCode, back.body.slice(0, 300)).toBe(200);
    expect(back.json().data.counts.level).toEqual({ p0: 1, p1: 1 });
  });
});
