/**
 * The lists' search over every content area, the manifests' filters, the rows-per-page choice, the CSV
 * export written as the list shows it (names, dates in a time zone, filters applied) and the bulk
 * actions (POST /api/<area>/bulk): each record in its own transaction, audited, refusals per record.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

/** Parses the export's CSV (no quoted line breaks in these records). */
const csvRows = (payload: Buffer) =>
  payload
    .subarray(3)
    .toString("utf8")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));

describe.each(databaseKinds)("list filters, page sizes, export and bulk actions on %s", (kind) => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  const get = (url: string, role: Parameters<TestServer["request"]>[0] = "admin", lang: "pl" | "en" = "pl") =>
    server.request(role, { method: "GET", url, lang });
  const bulk = (area: string, payload: unknown, role: Parameters<TestServer["request"]>[0] = "admin") =>
    server.request(role, {
      method: "POST",
      url: `/api/${area}/bulk`,
      payload: payload as object,
      lang: "en",
    });
  const names = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as { name: string }[]).map((row) => row.name).sort();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    ids.lectures = await server.insertRecord("category", { name_pl: "Wykłady", name_en: "Lectures" });
    ids.sports = await server.insertRecord("category", { name_pl: "Sport", name_en: "Sports" });
    ids.unused = await server.insertRecord("category", { name_pl: "Pusta", name_en: "Empty" });
    ids.campus = await server.insertRecord("campus", {
      name_pl: "Kampus A",
      name_en: "Campus A",
      enabled: true,
      lang: "pl",
    });
    const article = (name: string, over: Record<string, unknown>) =>
      server.insertRecord("article", {
        name,
        description: `${name} text`,
        status: "active",
        lang: "pl",
        ...over,
      });
    ids.opening = await article("Opening", { category_id: ids.lectures, description: "Rector's speech" });
    ids.match = await article("Match", { category_id: ids.sports, lang: "en" });
    ids.closed = await article("Closed", {
      category_id: ids.lectures,
      status: "inactive",
      campus_id: ids.campus,
    });
    // Created on known moments: 22:30 UTC on 1 March is 23:30 in Warsaw, 2 March 07:30 in Tokyo.
    await server.db.query("UPDATE article SET created_at = '2026-03-01T22:30:00Z' WHERE id = $1", [
      ids.opening,
    ]);
    await server.db.query("UPDATE article SET created_at = '2026-03-05T10:00:00Z' WHERE id = $1", [
      ids.match,
    ]);
    await server.db.query("UPDATE article SET created_at = '2026-03-09T10:00:00Z' WHERE id = $1", [
      ids.closed,
    ]);
    for (let i = 0; i < 30; i++)
      await server.insertRecord("email_sms", { name: `Contact ${i}`, status: "active" });
  }, 120_000);
  afterAll(() => server?.close());

  it("searches the content lists across their declared fields", async () => {
    expect(await names("/api/article?search=rector")).toEqual(["Opening"]);
    expect(await names("/api/email_sms?search=contact%2029")).toEqual(["Contact 29"]);
  });

  it("filters by an enum, a language, a reference and a date range, together with the search", async () => {
    expect(await names("/api/article?status=inactive")).toEqual(["Closed"]);
    expect(await names("/api/article?lang=en")).toEqual(["Match"]);
    expect(await names(`/api/article?category_id=${ids.lectures}`)).toEqual(["Closed", "Opening"]);
    expect(await names(`/api/article?campus_id=${ids.campus}`)).toEqual(["Closed"]);
    expect(await names(`/api/article?category_id=${ids.lectures}&status=active`)).toEqual(["Opening"]);
    const from = encodeURIComponent("2026-03-02T00:00:00+01:00");
    const to = encodeURIComponent("2026-03-09T10:00:00Z");
    expect(await names(`/api/article?created_at.from=${from}&created_at.to=${to}`)).toEqual([
      "Closed",
      "Match",
    ]);
    expect(await names(`/api/article?created_at.to=${from}&search=opening`)).toEqual(["Opening"]);
    expect(
      (await get(`/api/campus?enabled=true`)).json().data.items.map((c: { id: number }) => c.id),
    ).toContain(ids.campus);
    expect(
      (await get(`/api/campus?enabled=false`)).json().data.items.map((c: { id: number }) => c.id),
    ).not.toContain(ids.campus);
  });

  it.each([
    ["an enum value the field has not", "/api/article?status=deleted", "status", 3501],
    ["a reference that is not an id", "/api/article?category_id=abc", "category_id", 3501],
    ["a boolean that is not true or false", "/api/campus?enabled=yes", "enabled", 3501],
    ["a moment without its offset", "/api/article?created_at.from=2026-03-01T10:00", "created_at.from", 3501],
    ["a day that does not exist", "/api/event?date.from=2026-02-30T00:00:00Z", "date.from", 3501],
    [
      "a range whose start is after its end",
      "/api/article?created_at.from=2026-03-09T00:00:00Z&created_at.to=2026-03-01T00:00:00Z",
      "created_at.to",
      3505,
    ],
    ["a repeated filter", "/api/article?status=active&status=inactive", "status", 3501],
    ["rows a page not offered", "/api/email_sms?pageSize=7", "pageSize", 3500],
    ["too many rows a page", "/api/email_sms?pageSize=1000", "pageSize", 3500],
    ["an unknown time zone for the export", "/api/article/export.csv?tz=Mars/Olympus", "tz", 3502],
  ])("refuses %s with 422 and its code", async (_name, url, field, code) => {
    const response = await get(url, "admin", "en");
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ status: "error", errors: { [field]: [code] } });
    expect(response.json().message).not.toBe("");
  });

  it("answers 10, 25, 50 or 100 rows a page, 10 by default", async () => {
    const first = (await get("/api/email_sms")).json().data;
    expect([first.pageSize, first.items.length, first.total]).toEqual([10, 10, 30]);
    const wide = (await get("/api/email_sms?pageSize=25&page=2")).json().data;
    expect([wide.pageSize, wide.page, wide.items.length]).toEqual([25, 2, 5]);
  });

  it("exports names instead of ids, dates in the asked time zone, yes/no in words, the filters applied", async () => {
    const warsaw = csvRows(
      (await get(`/api/article/export.csv?category_id=${ids.lectures}&sort=name&tz=Europe/Warsaw`))
        .rawPayload,
    );
    expect(warsaw[0]).toEqual(["Nazwa", "Kategoria", "Status", "Publikacja", "Język", "Utworzono"]);
    expect(warsaw.slice(1).map((row) => [row[0], row[1], row[2], row[5]])).toEqual([
      ["Closed", "Wykłady", "Nieaktywny", "09-03-2026 11:00:00"],
      ["Opening", "Wykłady", "Aktywny", "01-03-2026 23:30:00"],
    ]);
    const tokyo = csvRows(
      (await get(`/api/article/export.csv?search=opening&tz=Asia/Tokyo`, "moderator", "en")).rawPayload,
    );
    expect(tokyo.slice(1).map((row) => [row[1], row[5]])).toEqual([["Lectures", "02-03-2026 07:30:00"]]);
    const campuses = csvRows((await get("/api/campus/export.csv?enabled=true", "admin", "en")).rawPayload);
    expect(campuses.find((row) => row[0] === "Kampus A")?.[2]).toBe("Yes");
  });

  it("deletes in bulk, each record alone: one still used is refused with its code, the others deleted and audited", async () => {
    const response = await bulk("category", { action: "delete", ids: [ids.unused, ids.lectures, 999999] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      action: "delete",
      done: 1,
      refused: 2,
      results: [
        { id: ids.unused, ok: true },
        { id: ids.lectures, ok: false, status: 409, code: 1829 },
        { id: 999999, ok: false, status: 404, code: 1828 },
      ],
    });
    expect(response.json().data.results[1].message).toMatch(/./);
    expect((await get(`/api/category/${ids.unused}`)).statusCode).toBe(404);
    expect((await get(`/api/category/${ids.lectures}`)).statusCode).toBe(200);
    const audit = await server.db.query<{ record_id: number; action: string }>(
      "SELECT record_id, action FROM audit_entry WHERE area = 'category' AND record_id = ANY($1::int[])",
      [[ids.unused, ids.lectures]],
    );
    expect(audit).toEqual([{ record_id: ids.unused, action: "delete" }]);
  });

  it("activates and deactivates in bulk through the edit's checks, each change audited", async () => {
    const off = await bulk("article", { action: "deactivate", ids: [ids.opening, ids.match] });
    expect(off.json().data).toMatchObject({ done: 2, refused: 0 });
    expect(await names("/api/article?status=inactive")).toEqual(["Closed", "Match", "Opening"]);
    const on = await bulk("campus", { action: "deactivate", ids: [ids.campus] }, "moderator");
    expect(on.json().data).toMatchObject({ done: 1 });
    expect((await get(`/api/campus/${ids.campus}`)).json().data.enabled).toBe(false);
    const audit = await server.db.query<{ changes: unknown }>(
      "SELECT changes FROM audit_entry WHERE area = 'article' AND record_id = $1 AND action = 'update'",
      [ids.match],
    );
    expect(JSON.stringify(audit)).toContain("inactive");
    await bulk("article", { action: "activate", ids: [ids.opening, ids.match] });
    expect(await names("/api/article?status=active")).toEqual(["Match", "Opening"]);
  });

  it.each([
    ["no ids", { action: "delete", ids: [] }, "ids", 3503],
    ["repeated ids", { action: "delete", ids: [1, 1] }, "ids", 3503],
    ["ids that are not record ids", { action: "delete", ids: ["1"] }, "ids", 3503],
    ["over 100 ids", { action: "delete", ids: Array.from({ length: 101 }, (_, i) => i + 1) }, "ids", 3503],
    ["an action the list does not offer", { action: "delete", ids: [1] }, "action", 3504, "beacons"],
    ["an unknown action", { action: "archive", ids: [1] }, "action", 3504],
  ])("refuses a bulk with %s (422 and its code)", async (_name, payload, field, code, area = "category") => {
    const response = await bulk(area, payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ status: "error", errors: { [field]: [code] } });
  });

  it("keeps bulk actions to the roles that may write: anonymous 401, others 403", async () => {
    expect((await bulk("category", { action: "delete", ids: [1] }, null)).statusCode).toBe(401);
    expect((await bulk("category", { action: "delete", ids: [1] }, "user")).statusCode).toBe(403);
    expect((await bulk("push_notifications", { action: "delete", ids: [1] })).statusCode).toBe(404);
  });
});
