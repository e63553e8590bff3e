/**
 * The list queries use indexes (issue 14 item 4): the search (`ILIKE '%…%'` on the searched text
 * columns) goes through the trigram indexes of pg_trgm, the sort through the sort index, on both
 * databases. Each test runs the very query the list runs (recorded from its store) under EXPLAIN, on
 * 20,000 beacons and 20,000 accounts (a university's students and staff) with names as varied as real ones (hashes: a name shared by every
 * row would make any search match everything), so that a planner choosing a scan of the whole table
 * shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas } from "../../generated/areas.ts";
import { tableStore } from "../../src/server/areas/table-store.ts";
import { accountsStore } from "../../src/server/auth/accounts.ts";
import type { Queryable } from "../../src/server/db/database.ts";
import type { Store } from "../../src/server/db/record-store.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const areaOf = (name: string) => {
  const area = areas.find((a) => a.area === name);
  if (!area) throw new Error(`no area ${name}`);
  return area;
};

describe.each(databaseKinds)("list indexes on %s", (kind) => {
  let server: TestServer;

  /** The plan of the first query `store.list` runs with `options`, and the rows the list gave. */
  async function planOf(store: Store, area: string, options: Parameters<Store["list"]>[2]) {
    const queries: { sql: string; params?: unknown[] }[] = [];
    const recording: Queryable = {
      query: (sql, params) => {
        queries.push({ sql, params });
        return server.db.query(sql, params);
      },
    };
    const listed = await store.list(recording, areaOf(area), options);
    const [first] = queries;
    if (!first) throw new Error("the list ran no query");
    const [row] = await server.db.query<{ "QUERY PLAN": unknown }>(
      `EXPLAIN (FORMAT JSON) ${first.sql}`,
      first.params,
    );
    return { plan: JSON.stringify(row?.["QUERY PLAN"]), listed };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.query(
      `INSERT INTO beacons (name, floor, status, mac)
       SELECT 'Beacon ' || md5(g::text), 'p0', 'active',
              upper(regexp_replace(lpad(to_hex(g), 12, '0'), '(..)(?!$)', '\\1:', 'g'))
       FROM generate_series(1, 20000) AS g`,
    );
    await server.db.query(
      `INSERT INTO app_user (name, email, roles, password_hash)
       SELECT 'Osoba ' || md5(g::text), md5(g::text) || '@umed.example', '{5}', NULL
       FROM generate_series(1, 20000) AS g`,
    );
    // What autovacuum (PostgreSQL) and the server's hourly VACUUM ANALYZE (PGlite) do after a load:
    // the trigram indexes' statistics, without which the planner prices them as if empty.
    await server.db.query("VACUUM ANALYZE beacons");
    await server.db.query("VACUUM ANALYZE app_user");
  });
  afterAll(() => server.close());

  it("searching beacons by name or MAC address uses their trigram indexes", async () => {
    // md5('12345') = 827ccb0eea8a706c4c34a16891f84e7b; 12345 = 0x3039.
    const { plan, listed } = await planOf(tableStore, "beacons", { page: 1, search: "0eea8a706c" });
    expect(plan).toContain("beacons_name_search_idx");
    expect(plan).toContain("beacons_mac_search_idx");
    expect(listed.items.map((b) => b.name)).toEqual(["Beacon 827ccb0eea8a706c4c34a16891f84e7b"]);
    const byMac = await planOf(tableStore, "beacons", { page: 1, search: "00:00:30:39" });
    expect(byMac.plan).toContain("beacons_mac_search_idx");
    expect(byMac.listed.items.map((b) => b.name)).toEqual(["Beacon 827ccb0eea8a706c4c34a16891f84e7b"]);
  });

  it("a beacons list sorted by name reads the name's sort index", async () => {
    const { plan, listed } = await planOf(tableStore, "beacons", {
      page: 1,
      sort: { column: "name", descending: false },
    });
    expect(plan).toContain("beacons_name_sort_idx");
    expect(listed.total).toBeGreaterThanOrEqual(20000);
  });

  it("searching accounts by name, e-mail or login uses their trigram indexes", async () => {
    // md5('1234') = 81dc9bdb52d04dc20036dbd8313ed055
    const { plan, listed } = await planOf(accountsStore, "user", { page: 1, search: "52d04dc20036" });
    expect(plan).toContain("app_user_email_search_idx");
    expect(plan).toContain("app_user_name_search_idx");
    expect(plan).toContain("app_user_login_search_idx");
    expect(listed.items.map((u) => u.email)).toEqual(["81dc9bdb52d04dc20036dbd8313ed055@umed.example"]);
  });
});
