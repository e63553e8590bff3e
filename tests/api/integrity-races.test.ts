/**
 * The database holds the manifests' cross-record rules under concurrent writes (issue 14): writes
 * racing each other, 50 rounds each, end with no orphan, no duplicate and no excess, and each loser is
 * refused with the code the server's own check gives. On PostgreSQL the requests truly run at once
 * (a pool of connections); on PGlite, one connection, they interleave between transactions.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const rounds = 50;

const answer = (r: LightMyRequestResponse) => [r.statusCode, r.json().errors];

describe.each(databaseKinds)("integrity under concurrent writes on %s", (kind) => {
  let server: TestServer;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    server.request("admin", { method, url, ...(payload && { payload }) });
  const count = async (sql: string) => Number((await server.db.query<{ n: string }>(sql))[0]?.n);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it(`deleting a category while a news item is created in it: ${rounds} rounds, no orphan`, async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < rounds; round++) {
      const category = (
        await call("POST", "/api/category", { name_pl: `Wyścig ${round}`, name_en: `Race ${round}` })
      ).json().data.id;
      const [removed, created] = await Promise.all([
        call("DELETE", `/api/category/${category}`),
        call("POST", "/api/article", {
          name: `Race ${round}`,
          category_id: category,
          description: "Written while its category goes.",
        }),
      ]);
      // Exactly one wins: the category is gone and the news item refused, or the other way round.
      if (removed.statusCode === 200) expect(answer(created)).toEqual([422, { category_id: [1705] }]);
      else {
        expect(answer(removed)).toEqual([409, { id: [1829] }]);
        expect(created.statusCode).toBe(200);
      }
      outcomes.add(`${removed.statusCode}/${created.statusCode}`);
    }
    expect(
      await count(
        "SELECT count(*) AS n FROM article a WHERE NOT EXISTS (SELECT 1 FROM category c WHERE c.id = a.category_id)",
      ),
    ).toBe(0);
    expect([...outcomes].every((o) => o === "200/422" || o === "409/200")).toBe(true);
  });

  it(`two beacons given one MAC address at once: ${rounds} rounds, no duplicate`, async () => {
    const beacon = (name: string, mac: string) =>
      server.insertRecord("beacons", { name, floor: "p0", status: "active", mac });
    for (let round = 0; round < rounds; round++) {
      const hex = round.toString(16).padStart(2, "0").toUpperCase();
      const ids = [
        await beacon(`A-${round}`, `0A:00:00:00:00:${hex}`),
        await beacon(`B-${round}`, `0B:00:00:00:00:${hex}`),
      ];
      const mac = `0C:00:00:00:00:${hex}`;
      const answers = await Promise.all(
        ids.map((id, i) =>
          call("PUT", `/api/beacons/${id}`, {
            name: `${"AB"[i]}-${round}`,
            floor: "p0",
            status: "active",
            mac,
          }),
        ),
      );
      const codes = answers.map(answer).sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(codes).toEqual([
        [200, null],
        [409, { mac: [6509] }],
      ]);
    }
    expect(
      await count("SELECT count(*) AS n FROM (SELECT mac FROM beacons GROUP BY mac HAVING count(*) > 1) d"),
    ).toBe(0);
  });

  it(`eight active buttons for one language and place at once: ${rounds} rounds, never more than 5`, async () => {
    for (let round = 0; round < rounds; round++) {
      await server.db.query("DELETE FROM button");
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call("POST", "/api/button", {
            name: `Button ${round}.${i}`,
            place: "before_events",
            url: "https://example.com/",
            status: "active",
            lang: "en",
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      for (const refused of answers.filter((a) => a.statusCode !== 200))
        expect(answer(refused)).toEqual([409, { lang: [2353] }]);
      expect(
        await count(
          "SELECT count(*) AS n FROM button WHERE status = 'active' AND lang = 'en' AND place = 'before_events'",
        ),
      ).toBe(5);
    }
  });
});
