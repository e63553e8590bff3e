/** Server-side sort of the generic lists (?sort=) and their CSV export (GET /api/<area>/export.csv). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const words = ["alpha", "Bravo", "charlie", "delta", "Echo", "foxtrot", "golf"];

/** Parses RFC 4180 text (quoted fields with "" and line breaks; CRLF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

describe.each(databaseKinds)("list sort and CSV export on %s", (kind) => {
  let server: TestServer;
  /** ids and names of the categories, in insertion order */
  const categories: { id: number; name: string }[] = [];

  const get = (url: string, role: Parameters<TestServer["request"]>[0] = "admin", lang: "pl" | "en" = "pl") =>
    server.request(role, { method: "GET", url, lang });

  /** Every page of a list, in order. */
  async function allPages(url: string): Promise<{ id: number } & Record<string, unknown>[]> {
    const rows = [];
    for (let page = 1; ; page++) {
      const response = await get(`${url}${url.includes("?") ? "&" : "?"}page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      const { items, total } = response.json().data;
      rows.push(...items);
      if (rows.length >= total || !items.length) return rows as never;
    }
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    // 23 categories, names repeating (ties) in mixed case: sorted case-insensitively, ties by id.
    for (let i = 0; i < 23; i++) {
      const name = words[(i * 5) % words.length] as string;
      const id = await server.insertRecord("category", { name_pl: `${name} pl`, name_en: name });
      categories.push({ id, name });
    }
    for (const [i, battery] of [5, 100, 40, 7, 0].entries()) {
      await server.insertRecord("beacons", {
        name: i % 2 ? `Hall ${i}` : `Room ${i}`,
        floor: "p0",
        status: "active",
        mac: `AA:BB:CC:DD:EE:0${i}`,
        battery,
      });
    }
  }, 120_000);
  afterAll(() => server?.close());

  const byNameThenId = (descending: boolean) =>
    [...categories].sort((a, b) => {
      const order = a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;
      return descending ? -order : order;
    });

  it("sorts every page by a text column, case-insensitively, equal values by id", async () => {
    const ascending = await allPages("/api/category?sort=name_en");
    expect(ascending.map((row) => row.id)).toEqual(byNameThenId(false).map((c) => c.id));
    const descending = await allPages("/api/category?sort=-name_en");
    expect(descending.map((row) => row.id)).toEqual(byNameThenId(true).map((c) => c.id));
  });

  it("sorts numbers as numbers and applies the search", async () => {
    const rows = await allPages("/api/beacons?sort=-battery");
    expect(rows.map((row) => row.battery)).toEqual([100, 40, 7, 5, 0]);
    const halls = await allPages("/api/beacons?search=hall&sort=battery");
    expect(halls.map((row) => row.name)).toEqual(["Hall 3", "Hall 1"]);
  });

  it("sorts accounts (users store) by e-mail", async () => {
    const rows = await allPages("/api/user?sort=email");
    const emails = rows.map((row) => String(row.email));
    expect(emails).toEqual([...emails].sort());
    expect(emails.length).toBeGreaterThan(1);
  });

  it.each([
    ["a column that is not sortable", "/api/article?sort=description"],
    ["SQL in the column", "/api/category?sort=name_en%20DESC;DROP%20TABLE%20record"],
    ["two sort parameters", "/api/category?sort=name_en&sort=name_pl"],
    ["a sort where the area declares none", "/api/parking?sort=name_pl"],
    ["a bad sort of an export", "/api/category/export.csv?sort=--name_en"],
  ])("refuses %s with 422 and code 9016 in the envelope", async (_name, url) => {
    const response = await get(url, "admin", "en");
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      status: "error",
      errors: { sort: [9016] },
      message: "Invalid sort order of the list",
    });
  });

  it("exports every record (beyond one read of 500) as CSV with a BOM, headers in Polish, sort applied", async () => {
    await server.db.query(
      `INSERT INTO category (name_pl, name_en)
       SELECT 'zz ' || lpad(n::text, 4, '0'), 'zz ' || lpad(n::text, 4, '0')
       FROM generate_series(1, 510) AS n`,
    );
    const response = await get("/api/category/export.csv?sort=name_pl");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="category-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(response.rawPayload.subarray(3).toString("utf8"));
    expect(rows[0]).toEqual(["Nazwa (PL)", "Nazwa (EN)", "Utworzono"]);
    expect(rows.length - 1).toBe(categories.length + 510);
    const names = rows.slice(1).map((row) => row[0]);
    expect(names.slice(0, categories.length)).toEqual(byNameThenId(false).map((c) => `${c.name} pl`));
    expect(names.at(-1)).toBe("zz 0510");
  });

  it("heads the columns in English and writes enumeration labels in the request's language", async () => {
    const response = await get("/api/beacons/export.csv?search=room&sort=battery", "moderator", "en");
    expect(response.statusCode, response.body).toBe(200);
    const rows = parseCsv(response.rawPayload.subarray(3).toString("utf8"));
    expect(rows[0]).toEqual(["Identifying name", "MAC address", "Level", "Battery (%)", "Status"]);
    expect(rows.slice(1).map((row) => [row[0], row[3], row[4]])).toEqual([
      ["Room 4", "0", "Active"],
      ["Room 0", "5", "Active"],
      ["Room 2", "40", "Active"],
    ]);
  });

  it("quotes commas, quotes and line breaks, and defuses formulas", async () => {
    await server.insertRecord("campus", {
      name_pl: '=HYPERLINK("http://x","a, b")',
      name_en: "line\nbreak",
      lang: "pl",
    });
    const response = await get("/api/campus/export.csv");
    const text = response.rawPayload.subarray(3).toString("utf8");
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""a, b"")","line\nbreak"`);
    const rows = parseCsv(text);
    expect(rows[1]?.slice(0, 2)).toEqual(['\'=HYPERLINK("http://x","a, b")', "line\nbreak"]);
  });

  it("quotes semicolons (Excel's separator under Polish settings) and defuses formulas after them", async () => {
    await server.insertRecord("campus", { name_pl: "abc;=1+1;", name_en: "x;y", lang: "pl" });
    const response = await get("/api/campus/export.csv");
    const text = response.rawPayload.subarray(3).toString("utf8");
    expect(text).toContain(`"abc;'=1+1;","x;y"`);
    // As Excel with `;` for its separator splits the line: no cell starts with a formula character.
    const line = text.split("\r\n").find((row) => row.includes("abc;")) ?? "";
    const cells = line.split(";");
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it("has the permissions of the list: anonymous 401, roles without the list 403", async () => {
    expect((await get("/api/article/export.csv", null)).statusCode).toBe(401);
    const refused = await get("/api/article/export.csv", "user");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("User does not have the right roles.");
    expect((await get("/api/article/export.csv", "moderator")).statusCode).toBe(200);
  });

  it.each([
    ["users (export: false)", "/api/user/export.csv"],
    ["an area that does not say export", "/api/parking/export.csv"],
  ])("answers 404 with code 9017 for %s", async (_name, url) => {
    const response = await get(url, "admin", "en");
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ status: "error", errors: { area: [9017] } });
  });
});
