/**
 * The editor's finding calls: GET /api/geo/search?q= (the draft's features of every floor by name in
 * either language, key or type, with floor and box) and GET /api/geo/bounds (where each floor's
 * features lie), on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feature, line, point, polygon } from "../support/map-feature-bodies.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

interface Match {
  id: number;
  floor: string;
  type: string;
  key: string | null;
  name_pl: string | null;
  name_en: string | null;
  bbox: number[];
}

describe.each(databaseKinds)("finding features on %s", (kind) => {
  let server: TestServer;
  const ids: Record<string, number | undefined> = {};
  const search = async (query: string, role: "admin" | "moderator" = "moderator") => {
    const response = await server.request(role, { method: "GET", url: `/api/geo/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: Match[]; total: number };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const save = async (profile: string, features: ReturnType<typeof feature>[]) => {
      const response = await server.request("admin", {
        method: "POST",
        url: "/api/geo",
        payload: { profile, features },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.ids as number[];
    };
    [ids.aula, ids.lab] = await save("p2", [
      feature("room", polygon(19.47, 51.77, 19.4702, 51.7701), {
        key: "A-201",
        name_pl: "Aula Główna",
        name_en: "Main Hall",
      }),
      feature("room", polygon(19.471, 51.771, 19.4711, 51.7711), {
        key: "lab-2",
        name_pl: "Laboratorium 100%",
        name_en: "Lab",
      }),
    ]);
    [ids.basement] = await save("p-1", [
      feature("room", polygon(30.1, 59.9, 30.1004, 59.9002), {
        key: "B-1",
        name_pl: "Magazyn przy auli, aula B",
        name_en: "Hall store",
      }),
    ]);
    [ids.door, ids.poi] = await save("p0", [
      feature("door", line([19.46, 51.76], [19.4601, 51.76]), { key: "drzwi-aula" }),
      feature("poi", point(19.465, 51.765), { key: "kiosk", name_pl: "Kiosk", name_en: "Kiosk" }),
    ]);
  });
  afterAll(() => server.close());

  it("finds by Polish name on every floor, with floor, key, type and box", async () => {
    const { items, total } = await search("q=aula");
    // starting with it first, then holding it (bottom floor first)
    expect(items.map((m) => m.id)).toEqual([ids.aula, ids.basement, ids.door]);
    expect(total).toBe(3);
    expect(items[0]).toEqual({
      id: ids.aula,
      floor: "p2",
      type: "room",
      key: "A-201",
      name_pl: "Aula Główna",
      name_en: "Main Hall",
      bbox: [19.47, 51.77, 19.4702, 51.7701],
    });
    expect(items[1]?.bbox).toEqual([30.1, 59.9, 30.1004, 59.9002]);
  });

  it("finds by English name and by key, case aside, the whole text first", async () => {
    expect((await search("q=HALL")).items.map((m) => m.id)).toEqual([ids.basement, ids.aula]);
    expect((await search("q=a-201")).items.map((m) => m.id)).toEqual([ids.aula]);
    expect((await search("q=kiosk")).items.map((m) => [m.id, m.floor, m.type])).toEqual([
      [ids.poi, "p0", "poi"],
    ]);
  });

  it("finds by map type, its name or its label in either language", async () => {
    for (const q of ["door", "drzwi", "Door"]) {
      expect((await search(`q=${encodeURIComponent(q)}`)).items.map((m) => m.id)).toEqual([ids.door]);
    }
    // "pomieszczenie" is the Polish label of rooms: all three, bottom floor first
    expect((await search("q=pomieszczenie")).items.map((m) => m.id)).toEqual([
      ids.basement,
      ids.aula,
      ids.lab,
    ]);
  });

  it("takes % and _ literally", async () => {
    expect((await search("q=100%25")).items.map((m) => m.id)).toEqual([ids.lab]);
    expect((await search("q=_")).items).toEqual([]);
  });

  it("answers at most limit matches and counts them all", async () => {
    const { items, total } = await search("q=room&limit=2");
    expect(items.map((m) => m.id)).toEqual([ids.basement, ids.aula]);
    expect(total).toBe(3);
    expect((await search("q=nothing-like-it")).items).toEqual([]);
  });

  it.each([
    ["no q", "", "q", 3420],
    ["a blank q", "q=%20%20", "q", 3420],
    ["a q of 121 characters", `q=${"a".repeat(121)}`, "q", 3421],
    ["limit 0", "q=aula&limit=0", "limit", 3422],
    ["limit 101", "q=aula&limit=101", "limit", 3422],
    ["a limit that is no number", "q=aula&limit=ten", "limit", 3422],
  ])("refuses %s", async (_name, query, field, code) => {
    const response = await server.request("admin", {
      method: "GET",
      url: `/api/geo/search?${query}`,
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [code] });
  });

  it("answers the box of each floor's features and of them all", async () => {
    const response = await server.request("admin", { method: "GET", url: "/api/geo/bounds" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      bbox: [19.46, 51.76, 30.1004, 59.9002],
      floors: [
        { floor: "p-1", bbox: [30.1, 59.9, 30.1004, 59.9002] },
        { floor: "p0", bbox: [19.46, 51.76, 19.465, 51.765] },
        { floor: "p2", bbox: [19.47, 51.77, 19.4711, 51.7711] },
      ],
    });
  });
});

describe("bounds of an empty map", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server.close());

  it("answers no box", async () => {
    const response = await server.request("admin", { method: "GET", url: "/api/geo/bounds" });
    expect(response.json().data).toEqual({ bbox: null, floors: [] });
  });
});
