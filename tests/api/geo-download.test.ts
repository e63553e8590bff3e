/**
 * GET /api/geo/download: a floor of the draft as a GeoJSON file, every feature or those of the types
 * named, whatever an extent page would hold; refused with 1502 (floor) and 1300 (type).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { square } from "./fixtures/geometries.ts";

const [x, y] = [19.47, 51.77];

const features = [
  ...Array.from({ length: 5 }, (_, i) => ({
    type: "Feature",
    geometry: square(x + i * 2e-4, y),
    properties: { type: "room", key: `s${i}`, name_pl: `Sala ${i}`, name_en: `Room ${i}` },
  })),
  {
    type: "Feature",
    geometry: {
      type: "LineString",
      coordinates: [
        [x, y],
        [x + 5e-5, y],
      ],
    },
    properties: { type: "door", key: "d1" },
  },
  {
    type: "Feature",
    geometry: { type: "Point", coordinates: [x + 5e-5, y + 5e-5] },
    properties: { type: "poi", key: "p1", name_pl: "Portiernia" },
  },
  { type: "Feature", geometry: square(x, y + 1e-3, 5e-4), properties: { type: "furniture", key: "f1" } },
];

interface Downloaded {
  type: string;
  features: {
    type: string;
    id: number;
    version: number;
    geometry: unknown;
    properties: Record<string, unknown>;
  }[];
}

describe.each(databaseKinds)("a floor's GeoJSON download on %s", (kind) => {
  let server: TestServer;
  let ids: number[];
  const download = (query: string, role: "admin" | "moderator" = "admin") =>
    server.request(role, { method: "GET", url: `/api/geo/download?${query}` });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query("DELETE FROM map_feature");
    const created = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile: "p3", features },
    });
    expect(created.statusCode, created.body).toBe(200);
    ids = created.json().data.ids;
    const elsewhere = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile: "p4", features: features.slice(0, 1) },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("answers every feature of the floor, by id, as the extent call gives them, as a file", async () => {
    const response = await download("profile=p3", "moderator");
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/geo+json; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="map-p3-\d{4}-\d{2}-\d{2}\.geojson"$/,
    );
    const collection = response.json() as Downloaded;
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.features.map((f) => f.id)).toEqual(ids);
    // the same features, versions and properties as the editor loads them, past a page of the extent
    const extent = await server.request("admin", {
      method: "GET",
      url: "/api/geo/extent?profile=p3&p1=19,51&p2=20,52&limit=3",
    });
    const page = extent.json().data;
    expect(page.next).not.toBeNull();
    expect(collection.features.slice(0, 3)).toEqual(page.features);
    expect(collection.features.map((f) => f.properties.type)).toEqual(features.map((f) => f.properties.type));
    expect(collection.features[0]).toMatchObject({
      type: "Feature",
      version: 1,
      geometry: { type: "Polygon" },
      properties: { type: "room", key: "s0", name_pl: "Sala 0", name_en: "Room 0" },
    });
  });

  it("answers only the types named, and an empty collection for a floor without features", async () => {
    const response = await download("profile=p3&types=door,poi,door");
    expect(response.statusCode).toBe(200);
    const collection = response.json() as Downloaded;
    expect(collection.features.map((f) => [f.id, f.properties.type])).toEqual([
      [ids[5], "door"],
      [ids[6], "poi"],
    ]);
    expect((await download("profile=p3&types=")).json().features).toHaveLength(features.length);
    expect((await download("profile=p7")).json()).toEqual({ type: "FeatureCollection", features: [] });
  });

  it.each([
    ["no floor", "", { profile: [1502] }],
    ["an unknown floor", "profile=p99", { profile: [1502] }],
    ["an unknown type", "profile=p3&types=room,castle", { types: [1300] }],
    ["an empty type", "profile=p3&types=room,,door", { types: [1300] }],
  ])("refuses %s in the envelope", async (_name, query, errors) => {
    const response = await download(query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: "error", errors });
  });
});
