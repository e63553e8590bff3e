/**
 * The app's map (GET /api/app/v1/map, /map/{floor}, /tiles/{floor}.json, /tiles/{floor}/{z}/{x}/{y}.mvt,
 * /search; docs/app-api.md#the-map) on a small map of two floors: nothing before the first publish,
 * only the latest release (a draft change shows once published), only what the app shows (no routes,
 * no feature marked invisible), tiles read by @mapbox/vector-tile and by GDAL's MVT driver, a 304 to
 * Node's fetch, search across floors, and the refusals with their codes.
 */
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { VectorTile } from "@mapbox/vector-tile";
import type { LightMyRequestResponse } from "fastify";
import { PbfReader } from "pbf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const run = promisify(execFile);

/** A square room about 14 m across with its south-west corner at x, y. */
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
const feature = (type: string, geometry: object, properties: object) => ({
  type: "Feature",
  geometry,
  properties: { type, ...properties },
});
const room = (key: string, x: number, y: number, more: object = {}) =>
  feature("room", square(x, y), { key, name_pl: `Sala ${key}`, name_en: `Room ${key}`, ...more });

/** The tile of zoom `z` holding lon, lat (the usual web map grid). */
function tileAt(lon: number, lat: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

interface AppFeature {
  id: number;
  properties: { id: number; type: string; category: number | null; key: string | null; name: string | null };
}

describe.each(databaseKinds)("the app's map on %s", (kind) => {
  let server: TestServer;
  let base: string;
  let categoryId: number;

  const read = (url: string) => server.app.inject({ method: "GET", url });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const refused = async (url: string) => {
    const response = await read(url);
    return [response.statusCode, response.json().errors];
  };
  const staff = async (method: "POST" | "PUT", url: string, payload: object) => {
    const response = await server.request("admin", { method, url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const publish = () => staff("POST", "/api/map/publish", { comment: "test" });
  const floorFeatures = async (floor: string, lang = "pl") =>
    ok(await read(`/api/app/v1/map/${floor}?lang=${lang}`)).features as AppFeature[];
  const decoded = (bytes: Uint8Array) => new VectorTile(new PbfReader(bytes));

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    categoryId = await server.insertRecord("category_geo", {
      name_pl: "Laboratoria",
      name_en: "Laboratories",
      color: "#336699",
      icon: "lab.png",
      enabled: true,
      lang: "pl",
    });
  });
  afterAll(() => server?.close());

  it("answers no release and no floors before the first publish, and a draft is never shown", async () => {
    await staff("POST", "/api/geo", {
      profile: "p0",
      features: [
        room("0.01", 19.46, 51.77, { category_id: categoryId }),
        room("0.02", 19.4603, 51.77, { visible: false }),
        feature("level", square(19.459, 51.769, 0.005), {
          key: "L0",
          level_label_pl: "Parter",
          level_label_en: "Ground floor",
        }),
        feature(
          "poi",
          { type: "Point", coordinates: [19.4601, 51.7701] },
          { key: "info", name_pl: "Informacja" },
        ),
        feature(
          "route",
          {
            type: "LineString",
            coordinates: [
              [19.46, 51.77],
              [19.4605, 51.77],
            ],
          },
          { key: "r1" },
        ),
      ],
    });
    await staff("POST", "/api/geo", {
      profile: "p1",
      features: [room("1.07", 19.4606, 51.7703, { name_pl: "Pracownia chemii" })],
    });
    expect(ok(await read("/api/app/v1/map"))).toEqual({ release: null, floors: [] });
    expect(await refused("/api/app/v1/map/p0")).toEqual([404, { floor: [3300] }]);
    expect(await refused("/api/app/v1/tiles/p0.json")).toEqual([404, { floor: [3300] }]);
    expect(await refused("/api/app/v1/tiles/p0/18/1/1.mvt")).toEqual([404, { floor: [3300] }]);
    expect(ok(await read("/api/app/v1/search?q=sala"))).toEqual({ release: null, items: [] });

    const { number } = await publish();
    const map = ok(await read("/api/app/v1/map?lang=en"));
    expect(map.release).toBe(number);
    expect(map.floors.map((f: { floor: string; label: string }) => [f.floor, f.label])).toEqual([
      ["p0", "Ground floor"],
      ["p1", "1"],
    ]);
    [19.4606, 51.7703, 19.4608, 51.7705].forEach((edge, i) => {
      expect(map.floors[1].bbox[i]).toBeCloseTo(edge, 7);
    });
    expect(ok(await read("/api/app/v1/map")).floors[0].label).toBe("Parter");
  });

  it("answers a floor's features the app shows, with id, type, category, key and name only", async () => {
    const features = await floorFeatures("p0", "en");
    const byKey = new Map(features.map((f) => [f.properties.key, f]));
    // the route is the map's machinery (app: false), room 0.02 is marked invisible
    expect([...byKey.keys()].sort()).toEqual(["0.01", "L0", "info"]);
    expect(byKey.get("0.01")).toMatchObject({
      type: "Feature",
      geometry: { type: "Polygon" },
      properties: { type: "room", category: categoryId, key: "0.01", name: "Room 0.01" },
    });
    for (const f of features) {
      expect(f.properties.id).toBe(f.id);
      expect(Object.keys(f.properties).sort()).toEqual(["category", "id", "key", "name", "type"]);
    }
    // English missing: the Polish name
    expect(byKey.get("info")?.properties.name).toBe("Informacja");
    expect((await floorFeatures("p0")).find((f) => f.properties.key === "0.01")?.properties.name).toBe(
      "Sala 0.01",
    );
  });

  it("shows a draft change only once it is published", async () => {
    const [kept] = (await floorFeatures("p0")).filter((f) => f.properties.key === "0.01");
    const draft = await server.request("admin", {
      method: "GET",
      url: "/api/geo/extent?profile=p0&p1=-180,-90&p2=180,90",
    });
    const loaded = draft.json().data.features.find((f: { id: number }) => f.id === kept?.id);
    await staff("PUT", "/api/geo", {
      profile: "p0",
      features: [{ ...loaded, properties: { ...loaded.properties, name_pl: "Sala po remoncie" } }],
    });
    await staff("POST", "/api/geo", { profile: "p0", features: [room("0.03", 19.4606, 51.77)] });
    const before = await floorFeatures("p0");
    expect(before.find((f) => f.id === kept?.id)?.properties.name).toBe("Sala 0.01");
    expect(before.map((f) => f.properties.key)).not.toContain("0.03");
    expect(ok(await read("/api/app/v1/search?q=remoncie")).items).toEqual([]);

    await publish();
    const after = await floorFeatures("p0");
    expect(after.find((f) => f.id === kept?.id)?.properties.name).toBe("Sala po remoncie");
    expect(after.map((f) => f.properties.key)).toContain("0.03");
    expect(ok(await read("/api/app/v1/search?q=remoncie")).items.map((i: { id: number }) => i.id)).toEqual([
      kept?.id,
    ]);
  });

  it("describes a floor's tiles in TileJSON 3.0.0", async () => {
    const response = await read("/api/app/v1/tiles/p0.json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const tileJson = response.json();
    expect(tileJson).toMatchObject({
      tilejson: "3.0.0",
      scheme: "xyz",
      tiles: ["http://localhost:8080/api/app/v1/tiles/p0/{z}/{x}/{y}.mvt"],
      minzoom: 12,
      maxzoom: 20,
      vector_layers: [{ id: "features", fields: { id: "Number", type: "String", category: "Number" } }],
    });
    expect(tileJson.bounds).toEqual(ok(await read("/api/app/v1/map")).floors[0].bbox);
  });

  it("answers vector tiles whose every feature carries its id, type and names", async () => {
    const shown = await floorFeatures("p0");
    for (const z of [12, 16, 18]) {
      const { x, y } = tileAt(19.4601, 51.7701, z);
      const response = await read(`/api/app/v1/tiles/p0/${z}/${x}/${y}.mvt`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/vnd.mapbox-vector-tile");
      const layer = decoded(response.rawPayload).layers.features;
      expect(layer?.version).toBe(2);
      const ids: number[] = [];
      for (let i = 0; i < (layer?.length ?? 0); i++) {
        const tiled = layer?.feature(i);
        expect(tiled?.id).toBeDefined();
        expect(tiled?.properties.id).toBe(tiled?.id);
        expect(typeof tiled?.properties.type).toBe("string");
        ids.push(Number(tiled?.id));
      }
      // the features near the point are all in the tile; nothing the app does not show is
      expect(ids.sort((a, b) => a - b)).toEqual(shown.map((f) => f.id).sort((a, b) => a - b));
    }
    const { x, y } = tileAt(19.4601, 51.7701, 18);
    const room = decoded((await read(`/api/app/v1/tiles/p0/18/${x}/${y}.mvt`)).rawPayload).layers.features;
    const properties = Array.from({ length: room?.length ?? 0 }, (_, i) => room?.feature(i).properties);
    expect(properties).toContainEqual({
      id: expect.any(Number),
      type: "room",
      category: categoryId,
      key: "0.01",
      name_pl: "Sala po remoncie",
      name_en: "Room 0.01",
    });
  });

  it("answers an empty tile where the floor has nothing", async () => {
    const { x, y } = tileAt(20.5, 52.5, 18);
    const response = await read(`/api/app/v1/tiles/p0/18/${x}/${y}.mvt`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });

  it("answers a tile GDAL's MVT driver reads, fetching it from the server", async () => {
    const { x, y } = tileAt(19.4601, 51.7701, 18);
    const { stdout } = await run("ogrinfo", [
      "-ro",
      "-al",
      "-q",
      `/vsicurl/${base}/api/app/v1/tiles/p0/18/${x}/${y}.mvt`,
    ]);
    const ids = [...stdout.matchAll(/^\s+id \(Integer\) = (\d+)$/gm)].map((m) => Number(m[1]));
    const shown = (await floorFeatures("p0")).map((f) => f.id);
    expect(ids.sort((a, b) => a - b)).toEqual(shown.sort((a, b) => a - b));
    expect(stdout).toMatch(/name_en \(String\) = Room 0\.01/);
    expect(stdout).toMatch(/POLYGON \(\(/);
  });

  it("revalidates a tile with its ETag: 304 and no body to Node's fetch", async () => {
    const { x, y } = tileAt(19.4601, 51.7701, 17);
    const url = `${base}/api/app/v1/tiles/p0/17/${x}/${y}.mvt`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[^"]+"$/);
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const again = await fetch(url, { headers: { "if-none-match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("refuses a tile off the grid and a floor the release does not have", async () => {
    const { x, y } = tileAt(19.4601, 51.7701, 18);
    for (const path of ["11/1/1", "21/1/1", `18/${2 ** 18}/${y}`, `18/${x}/${2 ** 18}`, "18/a/1", "018/1/1"])
      expect(await refused(`/api/app/v1/tiles/p0/${path}.mvt`), path).toEqual([404, { z: [3301] }]);
    expect(await refused(`/api/app/v1/tiles/p5/18/${x}/${y}.mvt`)).toEqual([404, { floor: [3300] }]);
    expect(await refused("/api/app/v1/tiles/floor.json")).toEqual([404, { floor: [3300] }]);
    expect(await refused("/api/app/v1/map/p-2")).toEqual([404, { floor: [3300] }]);
  });

  it("finds a room on another floor by name, key or category, with the point to show", async () => {
    const byName = ok(await read("/api/app/v1/search?q=%20chemii%20&lang=en")).items;
    expect(byName).toEqual([
      {
        floor: "p1",
        id: expect.any(Number),
        type: "room",
        key: "1.07",
        name: "Room 1.07",
        category: null,
        position: [expect.any(Number), expect.any(Number)],
      },
    ]);
    const [lon, lat] = byName[0].position;
    expect(lon).toBeGreaterThan(19.4606);
    expect(lon).toBeLessThan(19.4608);
    expect(lat).toBeGreaterThan(51.7703);
    expect(lat).toBeLessThan(51.7705);
    expect(ok(await read("/api/app/v1/search?q=1.07")).items.map((i: { key: string }) => i.key)).toEqual([
      "1.07",
    ]);
    const byCategory = ok(await read("/api/app/v1/search?q=laborator")).items;
    expect(byCategory.map((i: { key: string }) => i.key)).toEqual(["0.01"]);
    // whole matches first: the point whose key is "info" before the room holding it in its name
    await staff("POST", "/api/geo", {
      profile: "p-1",
      features: [room("-1.01", 19.46, 51.77, { name_pl: "Punkt info" })],
    });
    await publish();
    const keys = ok(await read("/api/app/v1/search?q=INFO")).items.map((i: { key: string }) => i.key);
    expect(keys).toEqual(["info", "-1.01"]);
    expect(ok(await read("/api/app/v1/search?q=%25")).items).toEqual([]);
    expect(ok(await read("/api/app/v1/search?q=r1")).items).toEqual([]);
  });

  it("refuses a blank or too long search", async () => {
    expect(await refused("/api/app/v1/search")).toEqual([422, { q: [3302] }]);
    expect(await refused("/api/app/v1/search?q=%20%20")).toEqual([422, { q: [3302] }]);
    expect(await refused(`/api/app/v1/search?q=${"a".repeat(101)}`)).toEqual([422, { q: [3303] }]);
  });
});
