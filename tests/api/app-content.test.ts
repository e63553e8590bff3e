/**
 * The app's content calls (GET /api/app/v1/<path>, docs/app-api.md) on the demo campus, with a clock
 * the test sets: no token; only public records (active, inside their window) of the asked language,
 * with the manifest's fields only; scheduled records appearing and disappearing at their times; the
 * filters; strong ETags the same from two processes, 304 to Node's fetch (compressed or not); the
 * answers compressed as the client accepts; and the per-address limit.
 */
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const at = (iso: string) => Date.parse(iso);

describe.each(databaseKinds)("the app's content calls on %s", (kind) => {
  let server: TestServer;
  let now = at("2031-03-01T12:00:00Z");
  let categoryId: number;

  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const read = (url: string) => server.app.inject({ method: "GET", url });
  const names = async (url: string) =>
    ok(await read(url)).items.map((item: { name: string }) => item.name) as string[];
  const create = async (area: string, payload: object) =>
    ok(await server.request("moderator", { method: "POST", url: `/api/${area}`, payload })).id as number;
  const article = (name: string, fields: object = {}) =>
    create("article", {
      name,
      category_id: categoryId,
      description: "Treść aktualności dla aplikacji.",
      ...fields,
    });

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true, clock: () => now });
    categoryId = await create("category", { name_pl: "Aplikacja", name_en: "App" });
  });
  afterAll(async () => server?.close());

  it("answers the public news of the asked language without a token, with the app's fields only", async () => {
    const visible = await article("Widoczna dla aplikacji");
    await article("Ukryta przed aplikacją", { status: "inactive" });
    await article("Visible in English", { lang: "en" });
    const page = ok(await read("/api/app/v1/articles"));
    const item = page.items.find((i: { id: number }) => i.id === visible);
    expect(item).toMatchObject({ name: "Widoczna dla aplikacji", category_id: categoryId });
    expect(Object.keys(item).sort()).toEqual(["category_id", "description", "id", "name"]);
    expect(page.items.map((i: { name: string }) => i.name)).not.toContain("Ukryta przed aplikacją");
    expect(page.items.map((i: { name: string }) => i.name)).not.toContain("Visible in English");
    expect(await names("/api/app/v1/articles?lang=en")).toContain("Visible in English");
    // An unknown language is Polish (spec §1).
    expect(await names("/api/app/v1/articles?lang=de")).toContain("Widoczna dla aplikacji");
  });

  it("shows a scheduled item from its start until its end, by the server's clock", async () => {
    await article("Zaplanowana dla aplikacji", {
      publish_at: "2031-03-02T09:00:00Z",
      unpublish_at: "2031-03-03T09:00:00Z",
    });
    expect(await names("/api/app/v1/articles")).not.toContain("Zaplanowana dla aplikacji");
    now = at("2031-03-02T09:00:00Z");
    expect(await names("/api/app/v1/articles")).toContain("Zaplanowana dla aplikacji");
    now = at("2031-03-03T09:00:00Z");
    expect(await names("/api/app/v1/articles")).not.toContain("Zaplanowana dla aplikacji");
    now = at("2031-03-01T12:00:00Z");
  });

  it("lists events still to come first, soonest first, then the past", async () => {
    const event = (name: string, date: string) =>
      create("event", {
        name,
        category_id: categoryId,
        description: "Wydarzenie dla aplikacji.",
        date,
        lang: "en",
      });
    await event("Past", "2031-02-01T10:00:00Z");
    await event("Later", "2031-04-01T10:00:00Z");
    await event("Soon", "2031-03-02T10:00:00Z");
    const order = (await names("/api/app/v1/events?lang=en")).filter((n) =>
      ["Past", "Later", "Soon"].includes(n),
    );
    expect(order).toEqual(["Soon", "Later", "Past"]);
  });

  it("filters buttons by place and notifications to the general and marketing ones", async () => {
    const places = ok(await read("/api/app/v1/buttons?place=before_events")).items.map(
      (b: { place: string }) => b.place,
    );
    expect(new Set(places)).toEqual(new Set(places.length ? ["before_events"] : []));
    const refused = await read("/api/app/v1/buttons?place=sideways");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ place: [9021] });
    const types = ok(await read("/api/app/v1/notifications")).items.map((n: { type: string }) => n.type);
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type: string) => type === "general" || type === "marketing")).toBe(true);
  });

  it("lists the active beacons an ad plays at, with what the app ranges them by and nothing of the staff's", async () => {
    const ads = ok(await read("/api/app/v1/ads")).items as { beacon_id?: number }[];
    const beaconId = ads.find((ad) => ad.beacon_id)?.beacon_id;
    expect(beaconId).toBeDefined();
    const beacons = async () => {
      const all: { id: number }[] = [];
      for (let page = 1; ; page++) {
        const { items, total } = ok(await read(`/api/app/v1/beacons?page=${page}`));
        all.push(...items);
        if (all.length >= total || !items.length) return all;
      }
    };
    const beacon = (await beacons()).find((b) => b.id === beaconId);
    expect(beacon).toMatchObject({ mac: expect.stringMatching(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/i) });
    expect(
      Object.keys(beacon ?? {}).some((key) => ["battery", "device", "photo", "status"].includes(key)),
    ).toBe(false);
    const { name, floor, mac } = ok(
      await server.request("admin", { method: "GET", url: `/api/beacons/${beaconId}` }),
    );
    const update = await server.request("admin", {
      method: "PUT",
      url: `/api/beacons/${beaconId}`,
      payload: { name, floor, mac, status: "inactive" },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await beacons()).map((b) => b.id)).not.toContain(beaconId);
  });

  it("tags each answer by its bytes: the same tag from another process, 304 to Node's fetch", async () => {
    const config = readConfig({
      DATA_DIR: server.dataDir,
      SEED_DEMO: "0",
      CHECK_ANSWERS: "true",
    } as NodeJS.ProcessEnv);
    const other = await buildApp({ config, db: server.db, logger: false, clock: () => now });
    await other.listen({ port: 0, host: "127.0.0.1" });
    try {
      const url = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}/api/app/v1/articles`;
      const first = await fetch(url, { headers: { "accept-encoding": "br" } });
      const tag = first.headers.get("etag") ?? "";
      expect(first.status).toBe(200);
      // the compressed bytes are another representation: their tag names the coding
      expect(first.headers.get("content-encoding")).toBe("br");
      expect(tag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
      expect(first.headers.get("cache-control")).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
      // what a CDN keeps is given to everyone: nothing about this caller's count of reads
      const counters: string[] = [];
      first.headers.forEach((_value, name) => {
        if (name.includes("ratelimit")) counters.push(name);
      });
      expect(counters).toEqual([]);
      const body = await first.text();
      expect(JSON.parse(body).data.items.length).toBeGreaterThan(0);
      // The other process (this test's server) tags the same answer alike, before compression.
      const here = await read("/api/app/v1/articles");
      expect(here.headers.etag).toBe(tag.replace(/-(br|gzip|deflate|zstd)"$/, '"'));
      const again = await fetch(url, { headers: { "if-none-match": tag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const plain = await fetch(url, {
        headers: { "accept-encoding": "identity", "if-none-match": here.headers.etag as string },
      });
      expect(plain.status).toBe(304);
    } finally {
      await other.close();
    }
  });

  it("compresses an answer as the client accepts, the same bytes again from memory, the answer inside", async () => {
    const codings = [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
      ["zstd", zlib.zstdDecompressSync],
    ] as const;
    for (const url of ["/api/app/v1/articles?page=1", "/api/app/v1/map/p0?lang=pl"]) {
      const plain = await read(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      for (const [coding, inflate] of codings) {
        const send = () => server.app.inject({ method: "GET", url, headers: { "accept-encoding": coding } });
        const first = await send();
        const again = await send();
        expect(first.statusCode).toBe(200);
        expect(first.headers["content-encoding"], url).toBe(coding);
        expect(first.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, `-${coding}"`));
        expect(Number(first.headers["content-length"])).toBe(first.rawPayload.length);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(inflate(first.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it("answers a repeated read from memory, and forgets it when another process writes", async () => {
    const config = readConfig({ DATA_DIR: server.dataDir, SEED_DEMO: "0" } as NodeJS.ProcessEnv);
    const other = await buildApp({ config, db: server.db, logger: false, clock: () => now });
    try {
      const first = await read("/api/app/v1/campuses?page=1");
      expect((await read("/api/app/v1/campuses?page=1")).headers.etag).toBe(first.headers.etag);
      // Written through the other process: this one hears of it (NOTIFY app_changed on PostgreSQL).
      const added = await other.inject({
        method: "POST",
        url: "/api/campus",
        headers: { authorization: `Bearer ${await server.token("admin")}` },
        payload: { name_pl: "Kampus z pamięci", name_en: "Campus from memory", enabled: true },
      });
      expect(added.statusCode, added.body).toBe(200);
      await expect
        .poll(async () => (await names("/api/app/v1/campuses?page=1")).includes("Kampus z pamięci"))
        .toBe(true);
    } finally {
      await other.close();
    }
  });

  it("refuses an address past its reads of the minute with 429, 9020 and Retry-After", async () => {
    const config = readConfig({
      DATA_DIR: server.dataDir,
      SEED_DEMO: "0",
      APP_MAX_PER_ADDRESS_PER_MINUTE: "3",
    } as NodeJS.ProcessEnv);
    const limited = await buildApp({ config, db: server.db, logger: false });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(await limited.inject({ method: "GET", url: "/api/app/v1/campuses" }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      const refused = answers[3];
      expect(refused?.json()).toMatchObject({ status: "error", errors: { general: [9020] } });
      expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
      // Another address is not held back by the first.
      const other = await limited.inject({
        method: "GET",
        url: "/api/app/v1/campuses",
        remoteAddress: "10.0.0.9",
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
