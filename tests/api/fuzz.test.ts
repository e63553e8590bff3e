/**
 * No input makes the API fail: no 500, and no other 5xx than those an operation documents (501 while
 * single sign-on is not configured). Every operation of generated/openapi.json is sent, as an admin,
 * requests drawn from its own schemas by fast-check (tests/support/openapi-requests.ts): conforming
 * ones, which reach the database on the seeded demo campus, and hostile ones (NUL, lone surrogates,
 * integers past PostgreSQL's range, 1e400, thousands of levels of nesting, very long text, wrong
 * types, unknown fields, odd path and query values). Every refusal must be the envelope with numeric
 * codes of the error registry. A fixed seed and a bounded number of runs keep it deterministic and
 * quick; then the defects it was written for, case by case.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorRegistry } from "../../generated/errors.ts";
import { issueToken } from "../../src/server/auth/tokens.ts";
import { areaOf, operationRequests, operations, recordLists } from "../support/openapi-requests.ts";
import { nested } from "../support/schema-arbitrary.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

/** The envelope of a refusal: 401/403 with their fixed texts, any other with codes of the registry. */
function expectRefusalEnvelope(response: LightMyRequestResponse, label: string): void {
  const body = response.json();
  expect(body.status, label).toBe("error");
  expect(typeof body.message, label).toBe("string");
  if (response.statusCode === 401 || response.statusCode === 403) return;
  const codes = Object.values<unknown>(body.errors ?? {});
  expect(codes.length, label).toBeGreaterThan(0);
  for (const list of codes) {
    expect(Array.isArray(list) && list.length > 0, label).toBe(true);
    for (const code of list as unknown[])
      expect(errorRegistry[String(code)], `${label}: ${code}`).toBeDefined();
  }
}

describe.each(databaseKinds)("fuzzing every operation of the OpenAPI document on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  let adminId: number;
  /** ids of existing records, by the first path segment under /api (test accounts left out) */
  const existing = new Map<string, string[]>();

  beforeAll(async () => {
    // no console: every path outside the API's routes meets the router's own refusals
    server = await startTestServer(kind, { seed: true, env: { CONSOLE_DIR: "/nonexistent" } });
    adminToken = await server.token("admin");
    const me = await server.request("admin", { method: "GET", url: "/api/auth/whoami" });
    adminId = me.json().data.id;
    for (const { path } of recordLists) {
      const list = await server.request("admin", { method: "GET", url: path });
      const items = (list.json().data?.items ?? []) as { id: number; email?: string }[];
      const ids = items.filter((i) => !i.email?.endsWith("@test.example")).map((i) => String(i.id));
      existing.set(areaOf(path), ids.slice(0, 3));
    }
  });
  afterAll(() => server.close());

  it("answers an id over the router's 100 characters with the envelope", async () => {
    const response = await server.request("admin", { method: "GET", url: `/api/article/${"1".repeat(101)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: "error", errors: { url: [9004] } });
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))("%s", async (_name, operation) => {
    const requests = operationRequests(operation, existing.get(areaOf(operation.path)) ?? []);
    // Signing out would end the admin's token for the requests after it: it gets one of its own.
    const signsOut = operation.path === "/api/auth/logout";
    await fc.assert(
      fc.asyncProperty(requests, async ({ url, payload }) => {
        const token = signsOut
          ? (await issueToken(server.db, adminId, { idleMinutes: 60, ttlHours: 1 })).token
          : adminToken;
        const response = await server.app.inject({
          method: operation.method,
          url,
          payload,
          headers: {
            authorization: `Bearer ${token}`,
            "accept-language": "en",
            ...(payload !== undefined && { "content-type": "application/json" }),
          },
        });
        const label = `${operation.method} ${url.slice(0, 200)} ${payload?.slice(0, 200) ?? ""} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (!operation.documented5xx.includes(response.statusCode))
          expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400) expectRefusalEnvelope(response, label);
      }),
      { seed: 20261124, numRuns: 24 },
    );
  });
});

const article = (extra: string) =>
  `{"name":"Dzień otwarty","category_id":1,"description":"Zapraszamy na dzień otwarty","status":"active","lang":"pl"${extra}}`;
const room = (extra: string) =>
  `{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[19.466,51.77],[19.4661,51.77],[19.4661,51.7701],[19.466,51.77]]]},"properties":{"type":"room","key":"A1","name_pl":"Sala"${extra}}}`;
const save = (feature: string) =>
  `{"profile":"p0","p1":"19.46,51.76","p2":"19.47,51.78","new":[${feature}],"edited":[],"deleted":[]}`;

interface Case {
  method: "GET" | "POST";
  url: string;
  /** JSON text, sent as it is */
  body?: string;
  /** null: sent without a token */
  role?: "admin" | null;
  want: { status: number; errors?: Record<string, number[]>; contains?: string };
}

/** The defects of issue 7 (items 4 and 11), each with the answer it gets now (each was a 500 or not the envelope). */
const cases: [string, Case][] = [
  [
    "NUL in the sign-in e-mail",
    {
      method: "POST",
      url: "/api/auth/login",
      role: null,
      body: '{"email":"a\\u0000@x.pl","password":"x"}',
      want: { status: 422, errors: { email: [9006] } },
    },
  ],
  [
    "lone surrogate in the sign-in e-mail",
    {
      method: "POST",
      url: "/api/auth/login",
      role: null,
      body: '{"email":"\\ud800@x.pl","password":"x"}',
      want: { status: 422, errors: { email: [9006] } },
    },
  ],
  [
    "NUL in a record's text",
    {
      method: "POST",
      url: "/api/article",
      body: article(',"name":"Dzie\\u0000ń"'),
      want: { status: 422, errors: { name: [9006] } },
    },
  ],
  [
    "lone low surrogate in a record's text",
    {
      method: "POST",
      url: "/api/article",
      body: article(',"name":"Dzie\\udc00ń"'),
      want: { status: 422, errors: { name: [9006] } },
    },
  ],
  [
    "NUL in a field's name",
    {
      method: "POST",
      url: "/api/article",
      body: article(',"x\\u0000":1'),
      want: { status: 422, errors: { "x\u0000": [9006] } },
    },
  ],
  [
    "reference id 2^31",
    {
      method: "POST",
      url: "/api/article",
      body: article(',"category_id":2147483648'),
      want: { status: 422, errors: { category_id: [1705] } },
    },
  ],
  [
    "reference id past 2^64",
    {
      method: "POST",
      url: "/api/article",
      body: article(',"campus_id":123456789012345678901234567890'),
      want: { status: 422, errors: { campus_id: [1714] } },
    },
  ],
  [
    "reference id 1e400 (Infinity once parsed)",
    {
      method: "POST",
      url: "/api/article",
      body: article(',"category_id":1e400'),
      want: { status: 422, errors: { category_id: [9006] } },
    },
  ],
  [
    "integer field without bounds past 2^31",
    {
      method: "POST",
      url: "/api/pushsos",
      body: '{"sos_id":2147483648,"title":"Pomoc","body":"Pomoc jest w drodze"}',
      want: { status: 422, errors: { sos_id: [6201] } },
    },
  ],
  [
    "NUL in a map feature's property",
    {
      method: "POST",
      url: "/api/geo",
      body: `{"profile":"p0","features":[${room(',"name_en":"Ro\\u0000om"')}]}`,
      want: { status: 422, errors: { "features.0.properties.name_en": [9006] } },
    },
  ],
  [
    "map property reference 2^31",
    {
      method: "POST",
      url: "/api/geo",
      body: `{"profile":"p0","features":[${room(',"category_id":2147483648')}]}`,
      want: { status: 422, errors: { "features.0.properties.category_id": [1604] } },
    },
  ],
  [
    "map properties nested 2,000 levels in a save (10 KB)",
    {
      method: "POST",
      url: "/api/geo/save",
      body: save(room(`,"constructor":${nested(2000)}`)),
      want: { status: 400, errors: { body: [9001] } },
    },
  ],
  [
    "map properties nested 10,000 levels of arrays in a create",
    {
      method: "POST",
      url: "/api/geo",
      body: `{"profile":"p0","features":[${room(`,"x":${"[".repeat(10_000)}${"]".repeat(10_000)}`)}]}`,
      want: { status: 400, errors: { body: [9001] } },
    },
  ],
  [
    "body over the 1 MB limit",
    {
      method: "POST",
      url: "/api/article",
      body: article(`,"description":"${"x".repeat(1024 * 1024)}"`),
      want: { status: 413, errors: { body: [9008] } },
    },
  ],
  [
    "NUL in a query parameter",
    { method: "GET", url: "/api/rooms?search=%00", want: { status: 422, errors: { search: [9006] } } },
  ],
  [
    "NUL in a search",
    { method: "GET", url: "/api/geo_basic?p=a%00", want: { status: 422, errors: { p: [9006] } } },
  ],
  ["// under /api", { method: "GET", url: "/api//article", want: { status: 404, errors: { url: [9004] } } }],
  [
    "\\ in an /api path",
    { method: "GET", url: "/api/article\\1", want: { status: 404, errors: { id: [1720] } } },
  ],
  ["%00 as an id", { method: "GET", url: "/api/article/%00", want: { status: 404, errors: { id: [1720] } } }],
  [
    "%00 as a file name",
    { method: "GET", url: "/api/files/%00", want: { status: 404, errors: { name: [2205] } } },
  ],
  [
    "encoded .. as a file name",
    {
      method: "GET",
      url: "/api/files/..%2f..%2fetc%2fpasswd",
      want: { status: 404, errors: { name: [2205] } },
    },
  ],
  [
    "malformed percent-encoding under /api",
    { method: "GET", url: "/api/article/%E0%A4%A", want: { status: 400, errors: { url: [9009] } } },
  ],
  [
    "an id over the router's 100 characters, the console's files served",
    {
      method: "GET",
      url: `/api/article/${"1".repeat(101)}`,
      want: { status: 404, errors: { general: [9004] } },
    },
  ],
  [
    "// before a console path",
    { method: "GET", url: "//etc/passwd", role: null, want: { status: 404, errors: { url: [9004] } } },
  ],
  [
    "%00 in a console file",
    { method: "GET", url: "/assets/%00", role: null, want: { status: 404, errors: { url: [9004] } } },
  ],
  [
    "encoded \\.. in a console path",
    {
      method: "GET",
      url: "/..%5c..%5cetc%5cpasswd",
      role: null,
      want: { status: 404, errors: { url: [9004] } },
    },
  ],
  [
    "encoded /.. in a console path: the console's page, no file outside",
    {
      method: "GET",
      url: "/..%2f..%2fetc%2fpasswd",
      role: null,
      want: { status: 200, contains: "console-index" },
    },
  ],
  [
    "malformed percent-encoding in a console path",
    { method: "GET", url: "/assets/%E0%A4%A", role: null, want: { status: 400, errors: { url: [9009] } } },
  ],
];

describe.each(databaseKinds)("the hostile inputs of issue 7 on %s", (kind) => {
  let server: TestServer;
  const consoleDir = mkdtempSync(join(tmpdir(), "campus-console-"));

  beforeAll(async () => {
    mkdirSync(join(consoleDir, "assets"));
    writeFileSync(join(consoleDir, "index.html"), "<!doctype html><title>console-index</title>");
    writeFileSync(join(consoleDir, "assets", "app.js"), "export {};");
    server = await startTestServer(kind, { env: { CONSOLE_DIR: consoleDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it.each(cases)("%s", async (_name, { method, url, body, role = "admin", want }) => {
    const response = await server.request(role, {
      method,
      url,
      ...(body !== undefined && { payload: body, headers: { "content-type": "application/json" } }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(want.status);
    if (want.errors)
      expect(response.json()).toMatchObject({ status: "error", data: null, errors: want.errors });
    if (want.contains) expect(response.body).toContain(want.contains);
  });
});
