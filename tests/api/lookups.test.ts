import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapTypes } from "../../src/shared/map-types.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { square } from "./fixtures/geometries.ts";

type Choice = { id: number | string; name: string };

const point = (x: number, y: number) => ({ type: "Point", coordinates: [x, y] });
const feature = (type: string, geometry: object, properties: Record<string, unknown> = {}) => ({
  type: "Feature",
  geometry,
  properties: { type, ...properties },
});

describe.each(databaseKinds)("lookups on %s", (kind) => {
  let server: TestServer;
  const ids: Record<string, number | undefined> = {};
  const get = async (url: string, lang: "pl" | "en" = "en") => {
    const response = await server.request("moderator", { method: "GET", url, lang });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe("success");
    return response.json().data as Choice[];
  };
  const names = (choices: Choice[]) => choices.map((c) => c.name);
  const addFeatures = async (profile: string, features: object[]) => {
    const response = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile, features },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.ids as number[];
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    ids.health = await server.insertRecord("category", { name_pl: "Zdrowie", name_en: "Health" });
    ids.links = await server.insertRecord("category", { name_pl: "Łączność", name_en: "Communication" });
    ids.doctors = await server.insertRecord("category", { name_pl: "Lekarze", name_en: "Doctors" });
    ids.campusA = await server.insertRecord("campus", {
      name_pl: "Kampus Centralny",
      name_en: "Central campus",
      enabled: true,
      lang: "pl",
    });
    ids.campusB = await server.insertRecord("campus", {
      name_pl: "Kampus Zamknięty",
      name_en: "Closed campus",
      enabled: false,
      lang: "pl",
    });
    const mapCategory = { color: "#285548", icon: "/api/files/i.png", lang: "pl", visible: true };
    ids.pharmacies = await server.insertRecord("category_geo", {
      ...mapCategory,
      name_pl: "Apteki",
      name_en: "Pharmacies",
      enabled: true,
    });
    ids.canteens = await server.insertRecord("category_geo", {
      ...mapCategory,
      name_pl: "Bufety",
      name_en: "Canteens",
      enabled: false,
    });
    [ids.room101, ids.aula, ids.keyOnly] = await addFeatures("p0", [
      feature("room", square(19.467, 51.77), { name_pl: "Sala 101", name_en: "Room 101", key: "A-101" }),
      feature("room", square(19.468, 51.77), { name_pl: "Aula", name_en: "Auditorium", key: "A-001" }),
      feature("room", square(19.469, 51.77), { key: "X-9", name_pl: "X" }),
    ]);
    // Rooms stored before names were required have none: their lookups fall back to the key.
    await server.db.query("UPDATE map_feature SET properties = properties - 'name_pl' WHERE id = $1", [
      ids.keyOnly,
    ]);
    [ids.cafe, ids.entrance] = await addFeatures("p0", [
      feature("poi", point(19.467, 51.771), { key: "CAFE", name_pl: "Kawiarnia", name_en: "Cafe" }),
      feature("connector", point(19.4675, 51.771), {
        key: "LIFT",
        connector_type: "lift",
        connector_key: "L1",
        name_pl: "Winda",
        name_en: "Lift",
      }),
    ]);
    [ids.corridor] = await addFeatures("p0", [
      feature(
        "route",
        {
          type: "LineString",
          coordinates: [
            [19.467, 51.77],
            [19.468, 51.77],
          ],
        },
        { key: "K-1" },
      ),
    ]);
    [ids.room201] = await addFeatures("p1", [
      feature("room", square(19.467, 51.77), { name_pl: "Sala 201", name_en: "Room 201", key: "B-201" }),
    ]);
  });
  afterAll(() => server.close());

  describe("GET /api/type", () => {
    it("lists every map type with its geometry group, by name in the language", async () => {
      const types = (await get("/api/type")) as (Choice & { group: string })[];
      expect(types).toHaveLength(Object.keys(mapTypes).length);
      expect(types.find((t) => t.id === "room")).toEqual({ id: "room", name: "Room", group: "POLYGON" });
      expect(types.find((t) => t.id === "connector")?.group).toBe("POINT");
      expect(types.find((t) => t.id === "door")?.group).toBe("LINE");
      expect(names(types)).toEqual([...names(types)].sort((a, b) => a.localeCompare(b, "en")));
      const polish = await get("/api/type", "pl");
      expect(polish.find((t) => t.id === "room")?.name).toBe("Pomieszczenie");
    });

    it("takes the lang parameter over Accept-Language", async () => {
      const types = await get("/api/type?lang=pl", "en");
      expect(types.find((t) => t.id === "wall")?.name).toBe("Ściana");
    });
  });

  describe("GET /api/category_basic", () => {
    it("names news and event categories in the language, in its alphabetical order", async () => {
      expect(await get("/api/category_basic?lang=en")).toEqual([
        { id: ids.links, name: "Communication" },
        { id: ids.doctors, name: "Doctors" },
        { id: ids.health, name: "Health" },
      ]);
      // Polish order puts Ł after L.
      expect(names(await get("/api/category_basic?lang=pl"))).toEqual(["Lekarze", "Łączność", "Zdrowie"]);
    });

    it("falls back to Accept-Language without lang", async () => {
      expect(names(await get("/api/category_basic", "pl"))).toContain("Zdrowie");
    });
  });

  describe("GET /api/campus_basic", () => {
    it("lists only active campus labels", async () => {
      expect(await get("/api/campus_basic?lang=en")).toEqual([{ id: ids.campusA, name: "Central campus" }]);
      expect(await get("/api/campus_basic?lang=pl")).toEqual([{ id: ids.campusA, name: "Kampus Centralny" }]);
    });

    it("keeps a form's current campus with `with`, even when it is switched off", async () => {
      const choices = await get(`/api/campus_basic?lang=en&with=${ids.campusB}`);
      expect(choices.map((c) => c.id).sort()).toEqual([ids.campusA, ids.campusB].sort());
    });
  });

  describe("GET /api/category_geo_basic", () => {
    it("lists enabled map categories", async () => {
      expect(await get("/api/category_geo_basic?lang=en")).toEqual([
        { id: ids.pharmacies, name: "Pharmacies" },
      ]);
    });

    it("adds the `with` category even when it is disabled", async () => {
      expect(await get(`/api/category_geo_basic?lang=en&with=${ids.canteens}`)).toEqual([
        { id: ids.canteens, name: "Canteens" },
        { id: ids.pharmacies, name: "Pharmacies" },
      ]);
    });

    it("answers just the `id` category, and nothing for an unknown one", async () => {
      expect(await get(`/api/category_geo_basic?lang=pl&id=${ids.canteens}`)).toEqual([
        { id: ids.canteens, name: "Bufety" },
      ]);
      expect(await get("/api/category_geo_basic?id=999999")).toEqual([]);
    });

    it("treats an empty `with` as absent (the console sends ?with=)", async () => {
      expect(await get("/api/category_geo_basic?with=")).toHaveLength(1);
    });
  });

  describe("GET /api/geo_basic", () => {
    it("lists features of the geometry group on the floor, named in the language or by key", async () => {
      expect(await get("/api/geo_basic?geomType=POLYGON&profile=p0&lang=en")).toEqual([
        { id: ids.aula, name: "Auditorium" },
        { id: ids.room101, name: "Room 101" },
        { id: ids.keyOnly, name: "X-9" },
      ]);
      expect(names(await get("/api/geo_basic?geomType=POINT&profile=p0&lang=pl"))).toEqual([
        "Kawiarnia",
        "Winda",
      ]);
      expect(await get("/api/geo_basic?geomType=LINE&profile=p0")).toEqual([
        { id: ids.corridor, name: "K-1" },
      ]);
    });

    it("spans every floor without profile", async () => {
      expect(names(await get("/api/geo_basic?geomType=POLYGON&p=room"))).toEqual(["Room 101", "Room 201"]);
    });

    it("filters by name with p, leaves out `without` and adds `with`", async () => {
      expect(names(await get("/api/geo_basic?geomType=POLYGON&profile=p0&p=sala&lang=pl"))).toEqual([
        "Sala 101",
      ]);
      expect(names(await get(`/api/geo_basic?geomType=POLYGON&profile=p0&without=${ids.aula}`))).toEqual([
        "Room 101",
        "X-9",
      ]);
      expect(
        names(await get(`/api/geo_basic?geomType=POLYGON&profile=p0&p=Audi&with=${ids.room201}`)),
      ).toEqual(["Auditorium", "Room 201"]);
    });

    it("answers just the `id` feature", async () => {
      expect(await get(`/api/geo_basic?geomType=POINT&id=${ids.cafe}&lang=pl`)).toEqual([
        { id: ids.cafe, name: "Kawiarnia" },
      ]);
    });

    it("answers at most 100", async () => {
      const many = Array.from({ length: 105 }, (_, i) =>
        feature("poi", point(19.46 + i * 0.0001, 51.76), {
          key: `B${String(i).padStart(3, "0")}`,
          name_pl: `B${String(i).padStart(3, "0")}`,
        }),
      );
      await addFeatures("p7", many);
      const choices = await get("/api/geo_basic?geomType=POINT&profile=p7");
      expect(choices).toHaveLength(100);
      expect(choices[0]?.name).toBe("B000");
    });
  });

  describe("GET /api/rooms", () => {
    it("finds rooms whose Polish name, English name or key contains the search", async () => {
      expect(await get("/api/rooms?search=a-1&lang=pl")).toEqual([{ id: ids.room101, name: "Sala 101" }]);
      expect(names(await get("/api/rooms?search=room&lang=pl"))).toEqual(["Sala 101", "Sala 201"]);
      expect(names(await get("/api/rooms?search=audit"))).toEqual(["Auditorium"]);
      expect(await get("/api/rooms?search=Kawiarnia")).toEqual([]);
    });

    it("lists every room without search, adds `with`, answers `id`", async () => {
      expect(await get("/api/rooms")).toHaveLength(4);
      expect(names(await get(`/api/rooms?search=201&with=${ids.aula}`))).toEqual(["Auditorium", "Room 201"]);
      expect(await get(`/api/rooms?id=${ids.room201}&lang=pl`)).toEqual([
        { id: ids.room201, name: "Sala 201" },
      ]);
    });

    it("answers the names of `ids`, for a list page's or a history's rooms, leaving unknown ids out", async () => {
      expect(await get(`/api/rooms?ids=${ids.room201},${ids.aula},999999&lang=en`)).toEqual([
        { id: ids.aula, name: "Auditorium" },
        { id: ids.room201, name: "Room 201" },
      ]);
    });
  });

  describe("GET /api/selects/{dataType}", () => {
    it("answers a shared enumeration with labels in the language", async () => {
      expect(await get("/api/selects/status")).toEqual([
        { id: "active", name: "Active" },
        { id: "inactive", name: "Inactive" },
      ]);
      expect(await get("/api/selects/button_place?lang=pl")).toEqual([
        { id: "before_articles", name: "Przed aktualnościami" },
        { id: "before_events", name: "Przed wydarzeniami" },
      ]);
    });

    it("answers the roles by numeric id", async () => {
      const roles = await get("/api/selects/roles");
      expect(roles.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
      expect(roles[0]).toEqual({ id: 1, name: "Administrator" });
    });

    it("refuses an unknown list with 404 and 9004", async () => {
      const response = await server.request("admin", { method: "GET", url: "/api/selects/planets" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: "error", errors: { dataType: [9004] } });
    });
  });

  describe("bad parameters", () => {
    const cases: [string, { url: string; field: string; code: number }][] = [
      ["unknown lang", { url: "/api/category_basic?lang=xx", field: "lang", code: 9006 }],
      ["lang on the type list", { url: "/api/type?lang=de", field: "lang", code: 9006 }],
      ["non-numeric with", { url: "/api/category_geo_basic?with=abc", field: "with", code: 9006 }],
      ["zero id", { url: "/api/category_geo_basic?id=0", field: "id", code: 9006 }],
      ["unknown geometry group", { url: "/api/geo_basic?geomType=FOO", field: "geomType", code: 9006 }],
      ["negative without", { url: "/api/geo_basic?geomType=POINT&without=-1", field: "without", code: 9006 }],
      [
        "floor outside p-2..p20",
        { url: "/api/geo_basic?geomType=POINT&profile=p21", field: "profile", code: 1502 },
      ],
      [
        "floor of the wrong form",
        { url: "/api/geo_basic?geomType=POINT&profile=0", field: "profile", code: 1502 },
      ],
      ["repeated parameter", { url: "/api/rooms?search=a&search=b", field: "search", code: 9006 }],
      ["too long search", { url: `/api/rooms?search=${"a".repeat(256)}`, field: "search", code: 9006 }],
      ["malformed ids", { url: "/api/rooms?ids=1,x", field: "ids", code: 9006 }],
      [
        "more than 100 ids",
        {
          url: `/api/rooms?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
          field: "ids",
          code: 9006,
        },
      ],
    ];
    it.each(cases)("%s -> 422 on the parameter", async (_name, { url, field, code }) => {
      const response = await server.request("admin", { method: "GET", url });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ status: "error", errors: { [field]: [code] } });
      expect(response.json().message).toBeTypeOf("string");
    });
  });

  describe("access", () => {
    const urls = [
      "/api/type",
      "/api/category_basic",
      "/api/campus_basic",
      "/api/category_geo_basic",
      "/api/geo_basic?geomType=POINT",
      "/api/rooms",
      "/api/selects/status",
    ];
    it.each(urls)("%s: 401 without a token, 403 for a directory user", async (url) => {
      const anonymous = await server.request(null, { method: "GET", url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe("Unauthenticated.");
      const directory = await server.request("ad_user", { method: "GET", url });
      expect(directory.statusCode).toBe(403);
      expect(directory.json().message).toBe("User does not have the right roles.");
    });
  });
});
