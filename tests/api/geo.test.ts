/** The map calls: features of a floor in a box (GET /api/geo/extent) and their writes (POST, PUT, DELETE /api/geo). */
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { Ajv } from "ajv";
import fastJsonStringify from "fast-json-stringify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openapiDocument } from "../../generated/openapi.ts";
import { answerSchemas, firstDifference } from "../../src/server/http/contract-schemas.ts";
import { type Feature, feature, line, point, polygon, ring } from "../support/map-feature-bodies.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

// The box every extent test asks for: about 1.4 km by 2.2 km around the campus in Łódź.
const p1 = "19.46,51.76";
const p2 = "19.48,51.78";

describe.each(databaseKinds)("map features on %s", (kind) => {
  let server: TestServer;
  const admin = (options: Parameters<TestServer["request"]>[1]) => server.request("admin", options);
  const save = async (method: "POST" | "PUT", profile: string, features: Feature[]) => {
    const response = await admin({ method, url: "/api/geo", payload: { profile, features } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.ids as number[];
  };
  const extent = async (profile: string, corner1 = p1, corner2 = p2) => {
    const response = await admin({
      method: "GET",
      url: `/api/geo/extent?profile=${profile}&p1=${corner1}&p2=${corner2}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      type: string;
      extent: number[];
      features: Feature[];
      next: number | null;
    };
  };
  const idsOn = async (profile: string) =>
    (await extent(profile, "-180,-90", "180,90")).features.map((f) => f.id);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe("GET /api/geo/extent", () => {
    const ids: Record<string, number | undefined> = {};
    beforeAll(async () => {
      [ids.inside, ids.crossing, ids.outside, ids.entrance, ids.corridor] = await save("POST", "p2", [
        feature("room", polygon(19.47, 51.77, 19.4701, 51.7701), {
          key: "sala-1",
          name_pl: "Sala 1",
          name_en: "Room 1",
        }),
        feature("building", polygon(19.475, 51.77, 19.485, 51.775)),
        feature("room", polygon(19.5, 51.77, 19.5001, 51.7701)),
        feature("poi", point(19.465, 51.765)),
        feature("route", line([19.4, 51.77], [19.47, 51.77])),
      ]);
      [ids.otherFloor] = await save("POST", "p3", [feature("room", polygon(19.47, 51.77, 19.4701, 51.7701))]);
    });

    it("answers the floor's features overlapping the box as a feature collection", async () => {
      const data = await extent("p2");
      expect(data.type).toBe("FeatureCollection");
      expect(data.extent).toEqual([19.46, 51.76, 19.48, 51.78]);
      expect(data.features.map((f) => f.id)).toEqual([ids.inside, ids.crossing, ids.entrance, ids.corridor]);
      expect(data.features[0]).toEqual({
        type: "Feature",
        id: ids.inside,
        version: 1,
        geometry: polygon(19.47, 51.77, 19.4701, 51.7701),
        properties: { type: "room", key: "sala-1", name_pl: "Sala 1", name_en: "Room 1" },
      });
      expect(data.next).toBeNull();
    });

    it("leaves out features outside the box and on other floors", async () => {
      const found = (await extent("p2")).features.map((f) => f.id);
      expect(found).not.toContain(ids.outside);
      expect(found).not.toContain(ids.otherFloor);
      expect((await extent("p3")).features.map((f) => f.id)).toEqual([ids.otherFloor]);
    });

    it("accepts p1 and p2 as any two opposite corners", async () => {
      const reference = (await extent("p2")).features.map((f) => f.id);
      const swapped = await extent("p2", "19.48,51.76", "19.46,51.78");
      expect(swapped.extent).toEqual([19.46, 51.76, 19.48, 51.78]);
      expect(swapped.features.map((f) => f.id)).toEqual(reference);
    });

    it("answers what another process changed since, and a box touching a feature's edge", async () => {
      // The server keeps floors it answered (floor-cache.ts): a change written straight into the
      // database, as another API process or the command line would, must still show at the next call.
      const [kept, gone] = await save("POST", "p18", [
        feature("room", polygon(19.47, 51.77, 19.4701, 51.7701), { name_pl: "Przed" }),
        feature("room", polygon(19.471, 51.77, 19.4711, 51.7701)),
      ]);
      expect((await extent("p18")).features.map((f) => f.id)).toEqual([kept, gone]);
      await server.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE map_feature SET properties = properties || '{"name_pl":"Po"}', version = version + 1 WHERE id = $1`,
          [kept],
        );
        await tx.query("DELETE FROM map_feature WHERE id = $1", [gone]);
      });
      const after = (await extent("p18")).features;
      expect(after.map((f) => [f.id, f.version, f.properties.name_pl])).toEqual([[kept, 2, "Po"]]);
      // The room's east edge is at 19.4701: a box starting there still holds it.
      expect((await extent("p18", "19.4701,51.7", "19.4705,51.8")).features.map((f) => f.id)).toEqual([kept]);
      expect((await extent("p18", "19.47011,51.7", "19.4705,51.8")).features).toEqual([]);
    });

    it("answers an empty collection for a box with nothing in it", async () => {
      expect((await extent("p2", "10,10", "11,11")).features).toEqual([]);
    });

    it("leaves small answers uncompressed", async () => {
      const response = await admin({
        method: "GET",
        url: `/api/geo/extent?profile=p2&p1=10,10&p2=11,11`,
        headers: { "accept-encoding": "gzip" },
      });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.json().data.features).toEqual([]);
    });

    it("stores positions to 7 decimal places and answers geometries without spaces", async () => {
      const [id] = await save("POST", "p15", [
        feature("room", {
          type: "Polygon",
          coordinates: [ring(19.47000001234568, 51.77000004, 19.47010000049, 51.770100009)],
        }),
      ]);
      const response = await admin({
        method: "GET",
        url: `/api/geo/extent?profile=p15&p1=${p1}&p2=${p2}`,
      });
      expect(response.body).toContain(
        '"geometry":{"type":"Polygon","coordinates":[[[19.47,51.77],[19.4701,51.77],',
      );
      const [stored] = response.json().data.features as Feature[];
      expect(stored?.id).toBe(id);
      expect(stored?.geometry).toEqual(polygon(19.47, 51.77, 19.4701, 51.7701));
    });

    const badExtents: [string, { query: string; field: string }][] = [
      ["a corner that is not numbers", { query: `p1=abc&p2=${p2}`, field: "p1" }],
      ["a corner with one number", { query: `p1=19.46&p2=${p2}`, field: "p1" }],
      ["a corner with three numbers", { query: `p1=${p1}&p2=19.48,51.78,3`, field: "p2" }],
      ["longitude beyond 180", { query: `p1=180.5,51&p2=${p2}`, field: "p1" }],
      ["latitude beyond 90", { query: `p1=${p1}&p2=19.48,-90.01`, field: "p2" }],
      ["an infinite number", { query: `p1=1e999,51&p2=${p2}`, field: "p1" }],
      ["a missing corner", { query: `p1=${p1}`, field: "p2" }],
    ];
    it.each(badExtents)("refuses %s with 1501 on that corner", async (_name, { query, field }) => {
      const response = await admin({ method: "GET", url: `/api/geo/extent?profile=p2&${query}` });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ status: "error", errors: { [field]: [1501] } });
    });

    it.each(["p21", "p-3", "p", "0", "P0", ""])("refuses floor '%s' with 1502", async (profile) => {
      const response = await admin({
        method: "GET",
        url: `/api/geo/extent?profile=${profile}&p1=${p1}&p2=${p2}`,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ profile: [1502] });
    });

    it("keeps answering after a client gives up on a load", async () => {
      const address = await server.app.listen({ port: 0, host: "127.0.0.1" });
      const controller = new AbortController();
      const load = fetch(`${address}/api/geo/extent?profile=p2&p1=${p1}&p2=${p2}`, {
        headers: { authorization: `Bearer ${await server.token("admin")}` },
        signal: controller.signal,
      });
      controller.abort();
      await expect(load).rejects.toThrow();
      const next = await fetch(`${address}/api/geo/extent?profile=p2&p1=${p1}&p2=${p2}`, {
        headers: { authorization: `Bearer ${await server.token("admin")}` },
      });
      expect(next.status).toBe(200);
      expect(((await next.json()) as { data: { features: unknown[] } }).data.features).toHaveLength(4);
    });
  });

  describe("GET /api/geo/extent compressed", () => {
    beforeAll(async () => {
      const rooms = Array.from({ length: 30 }, (_, i) =>
        feature("room", polygon(19.47 + i * 1e-4, 51.77, 19.47005 + i * 1e-4, 51.77005)),
      );
      await save("POST", "p16", rooms);
    });

    it.each([
      ["gzip", gunzipSync],
      ["br", brotliDecompressSync],
      ["zstd", zstdDecompressSync],
    ] as const)(
      "answers compressed with %s when the client accepts it, the same collection",
      async (encoding, inflate) => {
        const url = `/api/geo/extent?profile=p16&p1=${p1}&p2=${p2}`;
        const plain = await admin({ method: "GET", url });
        expect(plain.headers["content-encoding"]).toBeUndefined();
        const packed = await admin({
          method: "GET",
          url,
          headers: { "accept-encoding": `${encoding}, identity` },
        });
        expect(packed.statusCode).toBe(200);
        expect(packed.headers["content-encoding"]).toBe(encoding);
        expect(packed.headers.vary).toMatch(/accept-encoding/i);
        expect(JSON.parse(inflate(packed.rawPayload).toString("utf8"))).toEqual(plain.json());
      },
    );
  });

  describe("GET /api/geo/extent in pages", () => {
    const total = 12_000;
    let created: number[] = [];
    const page = async (query: string) => {
      const response = await admin({
        method: "GET",
        url: `/api/geo/extent?profile=p12&p1=${p1}&p2=${p2}${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { features, next } = response.json().data as { features: Feature[]; next: number | null };
      return { ids: features.map((f) => f.id), next };
    };
    beforeAll(async () => {
      // A grid of points of interest 100 wide inside the box; 10,000 is the most one list may hold.
      const points = Array.from({ length: total }, (_, i) =>
        feature("poi", point(19.461 + (i % 100) * 1e-4, 51.761 + Math.floor(i / 100) * 1e-4)),
      );
      created = [
        ...(await save("POST", "p12", points.slice(0, 10_000))),
        ...(await save("POST", "p12", points.slice(10_000))),
      ];
    });

    it("answers every feature exactly once over pages of the default 5,000", async () => {
      const pages: (number | undefined)[][] = [];
      let after: number | null = null;
      do {
        const { ids, next } = await page(after === null ? "" : `&after=${after}`);
        pages.push(ids);
        after = next;
      } while (after !== null && pages.length < 5);
      expect(pages.map((ids) => ids.length)).toEqual([5000, 5000, 2000]);
      expect(pages.flat()).toEqual(created);
    });

    it("pages by limit and the cursor of the previous page", async () => {
      expect(await page("&limit=3")).toEqual({ ids: created.slice(0, 3), next: created[2] });
      expect(await page(`&limit=3&after=${created[2]}`)).toEqual({
        ids: created.slice(3, 6),
        next: created[5],
      });
      const largest = await page("&limit=10000");
      expect(largest.ids).toEqual(created.slice(0, 10_000));
      expect(largest.next).toBe(created[9999]);
      // A page that ends on the last feature says so rather than pointing at an empty page.
      expect(await page(`&limit=2000&after=${created[9999]}`)).toEqual({
        ids: created.slice(10_000),
        next: null,
      });
      expect(await page(`&after=${created.at(-1)}`)).toEqual({ ids: [], next: null });
    });

    it("answers the envelope with the collection, its extent and the cursor", async () => {
      const response = await admin({
        method: "GET",
        url: `/api/geo/extent?profile=p12&p1=${p1}&p2=${p2}&limit=1`,
      });
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body = response.json();
      expect(Object.keys(body)).toEqual(["status", "data", "message", "errors"]);
      expect(body).toMatchObject({ status: "success", message: null, errors: null });
      expect(Object.keys(body.data)).toEqual(["type", "extent", "features", "next"]);
      expect(body.data.features).toEqual([
        {
          type: "Feature",
          id: created[0],
          version: 1,
          geometry: point(19.461, 51.761),
          properties: { type: "poi", key: expect.any(String), name_pl: "Punkt" },
        },
      ]);
    });

    it("answers what its contract says, field for field", async () => {
      // The extent's answer is spliced text, not written from its schema as the other answers are
      // (contract-schemas.ts), so this is where its contract is held to: a field of another type fails
      // the schema, and one the contract does not name would be dropped by the writer the others use.
      const response = await admin({
        method: "GET",
        url: `/api/geo/extent?profile=p12&p1=${p1}&p2=${p2}&limit=3`,
      });
      const sent = response.json();
      const schema = answerSchemas(openapiDocument, "GET", "/api/geo/extent")["200"] ?? {};
      const validate = new Ajv({ strict: false }).compile(schema);
      expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
      const written = JSON.parse(fastJsonStringify(schema)(sent));
      expect(firstDifference(sent, written)).toBeNull();
      expect(sent.data.features).toHaveLength(3);
    });

    const badPages: [string, { query: string; field: string }][] = [
      ["a limit of 0", { query: "limit=0", field: "limit" }],
      ["a limit above 10,000", { query: "limit=10001", field: "limit" }],
      ["a limit that is not a whole number", { query: "limit=1.5", field: "limit" }],
      ["an empty limit", { query: "limit=", field: "limit" }],
      ["a cursor that is not an id", { query: "after=abc", field: "after" }],
      ["a cursor of 0", { query: "after=0", field: "after" }],
      ["a negative cursor", { query: "after=-5", field: "after" }],
    ];
    it.each(badPages)("refuses %s with 9006", async (_name, { query, field }) => {
      const response = await admin({
        method: "GET",
        url: `/api/geo/extent?profile=p12&p1=${p1}&p2=${p2}&${query}`,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [9006] });
    });
  });

  describe("POST /api/geo", () => {
    it("creates the features and answers their ids in the order sent", async () => {
      const response = await admin({
        method: "POST",
        url: "/api/geo",
        lang: "pl",
        payload: {
          profile: "p4",
          features: [
            feature("poi", point(19.47, 51.77), { key: "portiernia", name_pl: "Portiernia" }),
            feature("stairs", line([19.47, 51.77], [19.4701, 51.7701])),
            feature("furniture", {
              type: "MultiPolygon",
              coordinates: [[ring(19.47, 51.77, 19.4701, 51.7701)], [ring(19.4702, 51.77, 19.4703, 51.7701)]],
            }),
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { status, data, message } = response.json();
      expect(status).toBe("success");
      expect(message).toBe("Dodano obiekty mapy");
      expect(data.ids).toHaveLength(3);
      const stored = (await extent("p4")).features;
      expect(stored.map((f) => f.id)).toEqual(data.ids);
      expect(stored.map((f) => f.properties.type)).toEqual(["poi", "stairs", "furniture"]);
      expect(stored[0]?.properties).toEqual({ type: "poi", key: "portiernia", name_pl: "Portiernia" });
    });

    const refusals: [string, { features: unknown; errors: Record<string, number[]> }][] = [
      [
        "an unknown type",
        {
          features: [feature("fountain", point(19.47, 51.77))],
          errors: { "features.0.properties.type": [1300] },
        },
      ],
      [
        "a point for a room",
        { features: [feature("room", point(19.47, 51.77))], errors: { "features.0.geometry": [1504] } },
      ],
      [
        "a polygon for a route",
        {
          features: [feature("route", polygon(19.47, 51.77, 19.48, 51.78))],
          errors: { "features.0.geometry": [1504] },
        },
      ],
      [
        "a ring that is not closed",
        {
          features: [
            feature("room", { type: "Polygon", coordinates: [ring(19.47, 51.77, 19.48, 51.78).slice(0, 4)] }),
          ],
          errors: { "features.0.geometry": [1511] },
        },
      ],
      [
        "a coordinate that is text",
        {
          features: [feature("poi", { type: "Point", coordinates: ["19.47", 51.77] })],
          errors: { "features.0.geometry": [1503] },
        },
      ],
      [
        "a longitude out of range",
        { features: [feature("poi", point(190, 51.77))], errors: { "features.0.geometry": [1503] } },
      ],
      [
        "a line of one position",
        { features: [feature("door", line([19.47, 51.77]))], errors: { "features.0.geometry": [1512] } },
      ],
      [
        "no geometry",
        {
          features: [{ type: "Feature", properties: { type: "poi", key: "p", name_pl: "Punkt" } }],
          errors: { "features.0.geometry": [1503] },
        },
      ],
      [
        "something that is not a Feature",
        { features: [{ type: "Point", coordinates: [1, 2] }], errors: { "features.0": [1500] } },
      ],
      ["an empty list", { features: [], errors: { features: [1506] } }],
      [
        "one bad feature among good ones",
        {
          features: [feature("poi", point(19.47, 51.77)), feature("poi", point(19.47, 95))],
          errors: { "features.1.geometry": [1503] },
        },
      ],
    ];
    it.each(refusals)("refuses %s and stores nothing", async (_name, { features, errors }) => {
      const response = await admin({ method: "POST", url: "/api/geo", payload: { profile: "p5", features } });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ status: "error", errors });
      expect(await idsOn("p5")).toEqual([]);
    });

    it("refuses an unknown floor with 1502", async () => {
      const response = await admin({
        method: "POST",
        url: "/api/geo",
        payload: { profile: "p42", features: [feature("poi", point(19.47, 51.77))] },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ profile: [1502] });
    });
  });

  describe("PUT /api/geo", () => {
    let room: number | undefined;
    let door: number | undefined;
    beforeAll(async () => {
      [room, door] = await save("POST", "p6", [
        feature("room", polygon(19.47, 51.77, 19.4701, 51.7701), { name_pl: "Sala" }),
        feature("door", line([19.47, 51.77], [19.47, 51.7701])),
      ]);
    });

    it("replaces geometry and properties by id", async () => {
      const moved = polygon(19.471, 51.771, 19.4712, 51.7712);
      const response = await admin({
        method: "PUT",
        url: "/api/geo",
        payload: {
          profile: "p6",
          features: [
            { ...feature("roi", moved, { key: "hall", name_pl: "Hala", name_en: "Hall" }), id: room },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ ids: [room] });
      const stored = (await extent("p6")).features.find((f) => f.id === room);
      expect(stored).toEqual({
        type: "Feature",
        id: room,
        version: 2,
        geometry: moved,
        properties: { type: "roi", key: "hall", name_pl: "Hala", name_en: "Hall" },
      });
      // The bbox moved too: a box around the old place alone no longer finds it.
      const old = await extent("p6", "19.46999,51.76999", "19.47005,51.77005");
      expect(old.features.map((f) => f.id)).not.toContain(room);
    });

    it("changes nothing when one id is unknown or on another floor", async () => {
      const before = await extent("p6");
      for (const [id, profile] of [
        [999999, "p6"],
        [door, "p7"],
      ] as const) {
        const response = await admin({
          method: "PUT",
          url: "/api/geo",
          payload: {
            profile,
            features: [
              { ...feature("door", line([19.48, 51.78], [19.48, 51.7801])), id: room },
              { ...feature("door", line([19.48, 51.78], [19.48, 51.7801])), id },
            ],
          },
        });
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().errors).toMatchObject({ "features.1.id": [1505] });
      }
      expect(await extent("p6")).toEqual(before);
    });

    it("refuses a feature without id, a repeated id and a wrong geometry", async () => {
      const response = await admin({
        method: "PUT",
        url: "/api/geo",
        payload: {
          profile: "p6",
          features: [
            feature("door", line([19.48, 51.78], [19.48, 51.7801])),
            { ...feature("door", point(19.48, 51.78)), id: door },
            { ...feature("door", line([19.48, 51.78], [19.48, 51.7801])), id: door },
          ],
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        "features.0.id": [9006],
        "features.1.geometry": [1504],
        "features.2.id": [9006],
      });
    });
  });

  describe("DELETE /api/geo", () => {
    let ids: number[];
    beforeAll(async () => {
      ids = await save("POST", "p8", [
        feature("wall", polygon(19.47, 51.77, 19.4701, 51.7701)),
        feature("wall", polygon(19.4702, 51.77, 19.4703, 51.7701)),
        feature("windows", polygon(19.4704, 51.77, 19.4705, 51.7701)),
      ]);
    });

    it("deletes nothing when one id is unknown", async () => {
      const response = await admin({ method: "DELETE", url: "/api/geo", payload: { ids: [ids[0], 999999] } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: "error", errors: { "ids.1": [1505] } });
      expect(await idsOn("p8")).toEqual(ids);
    });

    it("refuses malformed ids and an empty list", async () => {
      const malformed = await admin({
        method: "DELETE",
        url: "/api/geo",
        payload: { ids: [ids[0], "x", 0] },
      });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors).toEqual({ "ids.1": [9006], "ids.2": [9006] });
      const empty = await admin({ method: "DELETE", url: "/api/geo", payload: { ids: [] } });
      expect(empty.json().errors).toEqual({ ids: [1506] });
      expect(await idsOn("p8")).toEqual(ids);
    });

    it("deletes the features", async () => {
      const response = await admin({ method: "DELETE", url: "/api/geo", payload: { ids: ids.slice(0, 2) } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        status: "success",
        data: { ids: ids.slice(0, 2) },
        message: "Map features deleted",
      });
      expect(await idsOn("p8")).toEqual(ids.slice(2));
    });
  });

  describe("access", () => {
    const calls: [string, { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: object }][] = [
      ["extent", { method: "GET", url: `/api/geo/extent?profile=p0&p1=${p1}&p2=${p2}` }],
      [
        "create",
        {
          method: "POST",
          url: "/api/geo",
          payload: { profile: "p0", features: [feature("poi", point(19.47, 51.77))] },
        },
      ],
      ["update", { method: "PUT", url: "/api/geo", payload: { profile: "p0", features: [] } }],
      ["delete", { method: "DELETE", url: "/api/geo", payload: { ids: [1] } }],
    ];
    it.each(calls)("%s: 401 without a token, 403 for a directory user", async (_name, call) => {
      expect((await server.request(null, call)).statusCode).toBe(401);
      const directory = await server.request("ad_user", call);
      expect(directory.statusCode).toBe(403);
      expect(directory.json().message).toBe("User does not have the right roles.");
      expect(await idsOn("p0")).toEqual([]);
    });
  });
});
