/**
 * OGC API – Features under /api/ogc/ (src/server/ogc/, docs/gis-clients.md): Part 1 (landing page,
 * conformance, the OpenAPI 3.0 definition, collections, items with paging and bbox, single items),
 * Part 3 (queryables and their filters), and Part 4 on the draft (create, replace, update, delete
 * with If-Match: 428, 412), through the editor's save (its checks, audit history and live streams).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { line, point, polygon } from "../support/map-feature-bodies.ts";
import { openSse, type SseClient } from "../support/sse-client.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const geojson = "application/geo+json";
const triangle = {
  type: "Polygon",
  coordinates: [
    [
      [19.5, 51.5],
      [19.51, 51.5],
      [19.5, 51.51],
      [19.5, 51.5],
    ],
  ],
};

describe.each(databaseKinds)("OGC API – Features on %s", (kind) => {
  let server: TestServer;
  let base = "";
  let categoryId = 0;
  const ids: Record<string, number> = {};
  const opened: SseClient[] = [];

  const get = (url: string, role: "admin" | "moderator" | "user" | null = null, headers = {}) =>
    server.request(role, { method: "GET", url, headers });
  const create = async (profile: string, features: object[]) => {
    const response = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile, features },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.ids as number[];
  };
  const codes = (response: { json(): { errors: Record<string, number[]> } }) => response.json().errors;
  const feature = (type: string, geometry: object, properties: Record<string, unknown>) => ({
    type: "Feature",
    geometry,
    properties: { type, ...properties },
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    categoryId = await server.insertRecord("category_geo", {
      name_pl: "Laboratoria",
      name_en: "Laboratories",
      color: "#336699",
      icon: "lab.png",
      enabled: true,
      lang: "pl",
    });
    [ids.a = 0, ids.b = 0, ids.hidden = 0, ids.door = 0, ids.beacon = 0] = await create("p0", [
      feature("room", polygon(19.45, 51.75, 19.451, 51.751), {
        key: "r1",
        name_pl: "Sala 1",
        category_id: categoryId,
      }),
      feature("room", polygon(19.46, 51.76, 19.461, 51.761), {
        key: "r2",
        name_pl: "Sala 2",
        name_en: "Room 2",
      }),
      feature("room", polygon(19.47, 51.77, 19.471, 51.771), {
        key: "r9",
        name_pl: "Ukryta",
        visible: false,
      }),
      feature("door", line([19.45, 51.75], [19.4505, 51.75]), { key: "d1", room: "r1" }),
      feature("beaconplace", point(19.4502, 51.7502), { key: "b1", mac: "AA:BB:CC:DD:EE:01" }),
    ]);
    [ids.c = 0, ids.triangle = 0] = await create("p1", [
      feature("room", polygon(19.45, 51.75, 19.451, 51.751), { key: "r3", name_pl: "Sala 3" }),
      feature("room", triangle, { key: "r4", name_pl: "Trójkąt", name_en: "Triangle" }),
    ]);
    const published = await server.request("admin", {
      method: "POST",
      url: "/api/map/publish",
      payload: { comment: "OGC" },
    });
    expect(published.statusCode, published.body).toBe(200);
    [ids.unpublished = 0] = await create("p0", [
      feature("room", polygon(19.44, 51.74, 19.441, 51.741), { key: "r5", name_pl: "Nowa" }),
    ]);
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await server.close();
  });

  it("answers the landing page, the conformance classes and an OpenAPI 3.0 definition naming each collection's filters", async () => {
    const landing = await get("/api/ogc");
    expect(landing.statusCode).toBe(200);
    const rels = landing
      .json()
      .links.map((l: { rel: string; href: string }) => [l.rel, new URL(l.href).pathname]);
    expect(rels).toEqual(
      expect.arrayContaining([
        ["self", "/api/ogc"],
        ["service-desc", "/api/ogc/api"],
        ["conformance", "/api/ogc/conformance"],
        ["data", "/api/ogc/collections"],
      ]),
    );
    expect((await get("/api/ogc?f=json")).statusCode).toBe(200);
    expect((await get("/api/ogc/conformance")).json().conformsTo).toEqual([
      "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
      "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30",
      "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
      "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables",
      "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables-query-parameters",
      "http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/create-replace-delete",
      "http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/update",
    ]);
    const api = await get("/api/ogc/api");
    expect(api.headers["content-type"]).toContain("application/vnd.oai.openapi+json;version=3.0");
    const document = api.json();
    expect(document.openapi).toMatch(/^3\.0\./);
    const roomParams = document.paths["/collections/room/items"].get.parameters.map(
      (p: { $ref: string }) => p.$ref,
    );
    expect(roomParams).toEqual(
      expect.arrayContaining(
        ["level", "category", "key", "name"].map((n) => `#/components/parameters/filter-${n}`),
      ),
    );
    expect(document.components.parameters["filter-level"]).toMatchObject({ name: "level", in: "query" });
    expect(document.paths["/collections/room_draft/items"]).toBeUndefined();
    const staff = (await get("/api/ogc/api", "admin")).json();
    expect(Object.keys(staff.paths["/collections/room_draft/items"])).toEqual(["get", "post"]);
    expect((await get("/api/ogc/conformance?x=1")).json().errors).toEqual({ x: [3460] });
    expect(codes(await get("/api/ogc?f=html"))).toEqual({ f: [3472] });
  });

  it("lists the released collections to everyone and the draft's to staff only", async () => {
    const anonymous = (await get("/api/ogc/collections")).json().collections;
    const names = anonymous.map((c: { id: string }) => c.id);
    expect(names).toContain("room");
    expect(names).not.toContain("beaconplace");
    expect(names.some((id: string) => id.endsWith("_draft"))).toBe(false);
    const room = anonymous.find((c: { id: string }) => c.id === "room");
    expect(room.extent.spatial.bbox[0]).toEqual([19.45, 51.5, 19.51, 51.761]);
    expect(room.links.map((l: { rel: string }) => l.rel)).toEqual([
      "self",
      "items",
      "http://www.opengis.net/def/rel/ogc/1.0/queryables",
    ]);
    const staff = (await get("/api/ogc/collections", "moderator"))
      .json()
      .collections.map((c: { id: string }) => c.id);
    expect(staff).toEqual(expect.arrayContaining(["room", "room_draft", "beaconplace_draft", "route_draft"]));
    const badToken = await server.app.inject({
      method: "GET",
      url: "/api/ogc/collections",
      headers: { authorization: "Bearer nope" },
    });
    expect(badToken.statusCode).toBe(401);
    expect((await get("/api/ogc/collections/room")).json().id).toBe("room");
    expect(codes(await get("/api/ogc/collections/beaconplace"))).toEqual({ collectionId: [3466] });
    expect(codes(await get("/api/ogc/collections/nothing"))).toEqual({ collectionId: [3466] });
  });

  it("pages the latest release's features with numberMatched, next and prev links, as GeoJSON", async () => {
    const first = await get("/api/ogc/collections/room/items?limit=2");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toContain(geojson);
    const page = first.json();
    expect(page).toMatchObject({ type: "FeatureCollection", numberMatched: 4, numberReturned: 2 });
    expect(Date.parse(page.timeStamp)).not.toBeNaN();
    expect(page.features.map((f: { id: number }) => f.id)).toEqual([ids.a, ids.b]);
    expect(page.features[0]).toEqual({
      type: "Feature",
      id: ids.a,
      geometry: polygon(19.45, 51.75, 19.451, 51.751),
      properties: {
        level: "p0",
        name: "Sala 1",
        key: "r1",
        source_id: null,
        sort: null,
        min_zoom: null,
        max_zoom: null,
        alias: null,
        building: null,
        name_pl: "Sala 1",
        name_en: null,
        category: categoryId,
        parent_roi: null,
        area_size: null,
        accessible: null,
        visible: null,
      },
    });
    const next = page.links.find((l: { rel: string }) => l.rel === "next");
    expect(next.type).toBe(geojson);
    const nextUrl = new URL(next.href);
    expect(nextUrl.pathname + nextUrl.search).toBe("/api/ogc/collections/room/items?limit=2&offset=2");
    const second = (await get(nextUrl.pathname + nextUrl.search)).json();
    // the hidden room and the one not yet published are not in the release's public collection
    expect(second.features.map((f: { id: number }) => f.id)).toEqual([ids.c, ids.triangle]);
    expect(second.links.map((l: { rel: string }) => l.rel)).toEqual(["self", "prev"]);
    expect((await get("/api/ogc/collections/room/items?limit=99999")).json().numberReturned).toBe(4);
    expect((await get("/api/ogc/collections/room/items")).json().numberReturned).toBe(4);
  });

  it("answers bbox by the features' shapes and the attribute filters the queryables name", async () => {
    const found = async (query: string, collection = "room") => {
      const response = await get(`/api/ogc/collections/${collection}/items?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().features.map((f: { id: number }) => f.id);
    };
    expect(await found("bbox=19.4499,51.7499,19.4501,51.7501")).toEqual([ids.a, ids.c]);
    // inside the triangle's bounds but off its shape
    expect(await found("bbox=19.509,51.509,19.5099,51.5099")).toEqual([]);
    expect(await found("bbox=19.5001,51.5001,19.5002,51.5002")).toEqual([ids.triangle]);
    expect(
      await found(
        `bbox=19.4499,51.7499,19.4501,51.7501&bbox-crs=${encodeURIComponent("http://www.opengis.net/def/crs/OGC/1.3/CRS84")}`,
      ),
    ).toEqual([ids.a, ids.c]);
    expect(await found("level=p1")).toEqual([ids.c, ids.triangle]);
    expect(await found(`category=${categoryId}`)).toEqual([ids.a]);
    expect(await found("key=r2")).toEqual([ids.b]);
    expect(await found(`name=${encodeURIComponent("Sala 1")}`)).toEqual([ids.a]);
    expect(await found(`name=${encodeURIComponent("Trójkąt")}`)).toEqual([ids.triangle]);
    // the name shown is the Polish one: the English one is not what `name` holds
    expect(await found("name=Triangle")).toEqual([]);
    expect(await found("level=p0&bbox=19.4499,51.7499,19.4501,51.7501")).toEqual([ids.a]);
    expect(await found("datetime=2024-01-01T00:00:00Z/..")).toHaveLength(4);
    expect(await found("level=p0", "door")).toEqual([ids.door]);
    const refusals: [string, Record<string, number[]>][] = [
      ["foo=1", { foo: [3460] }],
      ["limit=0", { limit: [3461] }],
      ["limit=abc", { limit: [3461] }],
      ["offset=-1", { offset: [3462] }],
      ["bbox=1,2,3", { bbox: [3463] }],
      ["bbox=19.5,51,19.4,52", { bbox: [3463] }],
      ["bbox=1,2,3,4&bbox-crs=EPSG:4326", { "bbox-crs": [3463] }],
      ["datetime=yesterday", { datetime: [3464] }],
      ["level=p99", { level: [3465] }],
      ["category=x", { category: [3465] }],
      ["f=xml", { f: [3472] }],
    ];
    for (const [query, errors] of refusals) {
      const response = await get(`/api/ogc/collections/room/items?${query}`);
      expect([query, response.statusCode, codes(response)]).toEqual([query, 400, errors]);
    }
    // a wall has no category nor name: not a parameter of its items
    expect(codes(await get("/api/ogc/collections/wall/items?category=1"))).toEqual({ category: [3460] });
  });

  it("answers each collection's queryables as a JSON Schema", async () => {
    const room = await get("/api/ogc/collections/room/queryables");
    expect(room.headers["content-type"]).toContain("application/schema+json");
    expect(room.json()).toMatchObject({
      type: "object",
      $schema: "https://json-schema.org/draft/2019-09/schema",
    });
    expect(Object.keys(room.json().properties)).toEqual(["level", "name", "key", "category"]);
    expect(room.json().properties.category.type).toBe("integer");
    expect(Object.keys((await get("/api/ogc/collections/wall/queryables")).json().properties)).toEqual([
      "level",
      "key",
    ]);
  });

  it("answers single features with their ETag; the draft only to staff", async () => {
    const one = await get(`/api/ogc/collections/room/items/${ids.b}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers.etag).toBe(`"${ids.b}-1"`);
    expect(one.json().properties).toMatchObject({ name: "Sala 2", name_en: "Room 2", level: "p0" });
    expect(codes(await get(`/api/ogc/collections/room/items/${ids.hidden}`))).toEqual({ featureId: [3467] });
    expect(codes(await get(`/api/ogc/collections/room/items/${ids.door}`))).toEqual({ featureId: [3467] });
    expect(codes(await get("/api/ogc/collections/room/items/abc"))).toEqual({ featureId: [3467] });

    expect((await get("/api/ogc/collections/room_draft/items")).statusCode).toBe(401);
    expect((await get("/api/ogc/collections/room_draft/items", "user")).statusCode).toBe(403);
    const draft = (await get("/api/ogc/collections/room_draft/items?level=p0", "moderator")).json();
    expect(draft.features.map((f: { id: number }) => f.id)).toEqual([
      ids.a,
      ids.b,
      ids.hidden,
      ids.unpublished,
    ]);
    const beacons = (await get("/api/ogc/collections/beaconplace_draft/items", "admin")).json();
    expect(beacons.features[0].properties).toMatchObject({
      key: "b1",
      mac: "AA:BB:CC:DD:EE:01",
      level: "p0",
    });
    expect(
      (await get(`/api/ogc/collections/room_draft/items/${ids.unpublished}`, "admin")).headers.etag,
    ).toBe(`"${ids.unpublished}-1"`);
  });

  it("creates, replaces, updates and deletes draft features with If-Match, through the editor's save", async () => {
    const write = (
      method: "POST" | "PUT" | "PATCH" | "DELETE",
      url: string,
      payload?: object,
      headers = {},
    ) =>
      server.request("admin", {
        method,
        url,
        headers: {
          ...(payload && { "content-type": method === "PATCH" ? "application/merge-patch+json" : geojson }),
          ...headers,
        },
        ...(payload && { payload: JSON.stringify(payload) }),
      });
    const audits = async () =>
      Number(
        (
          await server.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM audit_entry WHERE area = 'map' AND action = 'save'",
          )
        )[0]?.n,
      );
    const ticket = await server.request("admin", {
      method: "POST",
      url: "/api/map/live/ticket",
      payload: { profile: "p3" },
    });
    const live = await openSse(`${base}/api/map/live?profile=p3&ticket=${ticket.json().data.ticket}`);
    opened.push(live);
    await live.next((e) => e.event === "hello");
    const auditsBefore = await audits();

    const body = {
      type: "Feature",
      geometry: polygon(19.48, 51.78, 19.481, 51.781),
      properties: {
        level: "p3",
        key: "ogc1",
        name_pl: "Z QGIS",
        name: "ignored",
        alias: "A",
        category: null,
      },
    };
    expect(
      (
        await server.request(null, {
          method: "POST",
          url: "/api/ogc/collections/room_draft/items",
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await server.request("user", {
          method: "POST",
          url: "/api/ogc/collections/room_draft/items",
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    expect(codes(await write("POST", "/api/ogc/collections/room/items", body))).toEqual({
      collectionId: [3468],
    });
    const created = await write("POST", "/api/ogc/collections/room_draft/items", body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(new URL(created.headers.location as string).pathname).toBe(
      `/api/ogc/collections/room_draft/items/${id}`,
    );
    expect(created.headers.etag).toBe(`"${id}-1"`);
    expect(created.json().properties).toMatchObject({ level: "p3", key: "ogc1", name: "Z QGIS", alias: "A" });
    const saved = await live.next((e) => e.event === "save");
    expect(saved.data).toMatchObject({
      floor: "p3",
      by: { name: "Test admin" },
      features: [{ id, version: 1 }],
    });

    const item = `/api/ogc/collections/room_draft/items/${id}`;
    const replacement = { ...body, properties: { ...body.properties, name_pl: "Zmieniona" } };
    expect(codes(await write("PUT", item, replacement))).toEqual({ "If-Match": [3469] });
    expect((await write("PUT", item, replacement)).statusCode).toBe(428);
    expect((await write("PUT", item, replacement, { "if-match": `"${id}-7"` })).statusCode).toBe(412);
    expect((await write("PUT", item, replacement, { "if-match": `W/"${id}-1"` })).statusCode).toBe(412);
    const replaced = await write("PUT", item, replacement, { "if-match": `"${id}-1"` });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.headers.etag).toBe(`"${id}-2"`);
    expect(replaced.json().properties.name_pl).toBe("Zmieniona");
    expect((await write("PUT", item, replacement, { "if-match": `"${id}-1"` })).statusCode).toBe(412);

    const patched = await write(
      "PATCH",
      item,
      { properties: { alias: null, sort: 5 } },
      { "if-match": `"${id}-2"` },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().properties).toMatchObject({
      alias: null,
      sort: 5,
      name_pl: "Zmieniona",
      key: "ogc1",
    });
    expect(patched.headers.etag).toBe(`"${id}-3"`);
    expect((await write("PATCH", item, { properties: { sort: 6 } })).statusCode).toBe(428);
    expect(
      (await write("PATCH", item, { properties: { sort: 6 } }, { "if-match": `"${id}-2"` })).statusCode,
    ).toBe(412);
    const [stored] = await server.db.query<{ properties: Record<string, unknown> }>(
      "SELECT properties FROM map_feature WHERE id = $1",
      [id],
    );
    expect(stored?.properties).toEqual({ key: "ogc1", name_pl: "Zmieniona", sort: 5 });

    // refused as the editor's save refuses, keyed as the client wrote the feature
    const refusal = async (
      method: "POST" | "PUT" | "PATCH",
      url: string,
      payload: object,
      ifMatch?: string,
    ) => {
      const response = await write(method, url, payload, ifMatch ? { "if-match": ifMatch } : {});
      return [response.statusCode, codes(response)];
    };
    const items = "/api/ogc/collections/room_draft/items";
    expect(
      await refusal("POST", items, { ...body, properties: { level: "p3", name_pl: "Bez klucza" } }),
    ).toEqual([422, { "properties.key": [1400] }]);
    expect(await refusal("POST", items, { ...body, properties: { key: "x1", name_pl: "X" } })).toEqual([
      422,
      { "properties.level": [1502] },
    ]);
    expect(await refusal("POST", items, { ...body, geometry: point(19.48, 51.78) })).toEqual([
      422,
      { geometry: [1504] },
    ]);
    expect(
      await refusal("POST", items, {
        ...body,
        properties: { ...body.properties, key: "x2", category: "labs" },
      }),
    ).toEqual([422, { "properties.category": [1402] }]);
    expect(
      await refusal("POST", items, { ...body, properties: { ...body.properties, key: "x3", colour: "red" } }),
    ).toEqual([422, { "properties.colour": [1401] }]);
    expect(await refusal("POST", items, body)).toEqual([422, { "properties.key": [1605] }]);
    expect(await refusal("POST", items, { type: "FeatureCollection" })).toEqual([422, { body: [1500] }]);
    expect(
      await refusal(
        "PUT",
        item,
        { ...replacement, properties: { ...replacement.properties, level: "p4" } },
        `"${id}-3"`,
      ),
    ).toEqual([422, { "properties.level": [3471] }]);
    const [status, errors] = await refusal(
      "PATCH",
      item,
      { properties: { min_zoom: 20, max_zoom: 13 } },
      `"${id}-3"`,
    );
    expect(status).toBe(422);
    expect(Object.values(errors as object).flat()).toEqual([1603]);

    expect((await write("DELETE", item)).statusCode).toBe(428);
    expect((await write("DELETE", item, undefined, { "if-match": `"${id}-2"` })).statusCode).toBe(412);
    const deleted = await write("DELETE", item, undefined, { "if-match": `"${id}-3"` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await get(item, "admin")).statusCode).toBe(404);
    await live.next((e) => e.event === "save" && e.data.deleted.length === 1);
    // create, replace, update and delete: four saves in the map's history, as the editor's are
    expect((await audits()) - auditsBefore).toBe(4);
  });
});
