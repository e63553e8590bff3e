/** Checks that span the generated artifacts: codes, routes, fields and the calls of spec §7. */
import { describe, expect, it } from "vitest";
import { areas } from "../../generated/areas.ts";
import { errorRegistry } from "../../generated/errors.ts";
import { openapiDocument as document } from "../../generated/openapi.ts";
import { isAppWrite } from "../../src/shared/area-spec.ts";
import { basicLookups } from "../../src/shared/basic-lookups.ts";

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);

/** Every call of spec §7, in the document's path spelling. */
const specCalls = [
  "POST /api/auth/login",
  "POST /api/auth/oauth/code",
  "POST /api/auth/logout",
  "GET /api/auth/whoami",
  ...[
    "category_geo",
    "article",
    "event",
    "user",
    "category",
    "button",
    "commercial",
    "notification",
    "campus",
    "email_sms",
  ].flatMap((r) => [
    `GET /api/${r}`,
    `GET /api/${r}/{id}`,
    `POST /api/${r}`,
    `PUT /api/${r}/{id}`,
    `DELETE /api/${r}/{id}`,
  ]),
  "GET /api/sos",
  "GET /api/sos/{id}",
  "DELETE /api/sos/{id}",
  "POST /api/pushsos",
  "GET /api/parking",
  "GET /api/parking/{id}",
  "PUT /api/parking/{id}",
  "GET /api/beacons",
  "GET /api/beacons/{id}",
  "PUT /api/beacons/{id}",
  "GET /api/rating",
  "GET /api/rating/{id}",
  "DELETE /api/rating/{id}",
  "POST /api/rating/respond/{id}",
  "GET /api/push_notifications",
  "GET /api/route_notification",
  "POST /api/change_user_password/{id}",
  "GET /api/type",
  "GET /api/category_basic",
  "GET /api/campus_basic",
  "GET /api/category_geo_basic",
  "GET /api/geo_basic",
  "GET /api/rooms",
  "GET /api/selects/{dataType}",
  "POST /api/upload",
  "GET /api/geo/extent",
  "POST /api/geo",
  "PUT /api/geo",
  "DELETE /api/geo",
  "GET /api/routing/generateGraph",
];

describe("cross-artifact checks", () => {
  it("the OpenAPI document covers every call of spec §7", () => {
    const keys = new Set(operations.map((o) => o.key));
    expect(specCalls.filter((call) => !keys.has(call))).toEqual([]);
  });

  it("every error code has a Polish and an English text and an HTTP status", () => {
    for (const [code, entry] of Object.entries(errorRegistry)) {
      expect(entry.pl.trim(), code).not.toBe("");
      expect(entry.en.trim(), code).not.toBe("");
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
    }
  });

  it("every code a manifest uses is in the registry", () => {
    const used = areas.flatMap((a) => [
      ...Object.values(a.codes),
      ...[...a.fields, ...a.commands.flatMap((c) => c.fields)].flatMap((f) => Object.values(f.codes)),
      ...a.rules.map((r) => r.code),
      ...(a.locked ?? [])
        .flatMap((l) => [l.update, l.delete, ...Object.values(l.commands ?? {})])
        .filter((c) => c !== undefined),
    ]);
    expect(used.filter((code) => !errorRegistry[String(code)])).toEqual([]);
  });

  it("every route is either public on purpose or names its roles", () => {
    const publicRoutes = [
      "GET /api/health",
      "POST /api/auth/login",
      "POST /api/auth/oauth/code",
      "GET /api/auth/oauth/config",
      "POST /api/auth/oauth/start",
      "POST /api/auth/password/forgot",
      "POST /api/auth/password/reset",
      "GET /api/files/{name}",
      "GET /api/openapi.json",
      "GET /api/docs",
    ];
    const signedIn = ["POST /api/auth/logout", "GET /api/auth/whoami"];
    // The app's reads (docs/app-api.md) are public, every one of them, and so are the OGC API's
    // (docs/gis-clients.md): a draft's collection asks for a staff token inside the handler.
    const isPublic = (key: string) =>
      publicRoutes.includes(key) || key.startsWith("GET /api/app/v1/") || key.startsWith("GET /api/ogc");
    // Other systems' feeds and the metrics scraper sign with tokens of their own, not an account's.
    const feeds: Record<string, unknown> = {
      "PUT /api/integrations/parking": [{ parkingFeed: [] }],
      "GET /api/metrics": [{ metricsToken: [] }],
    };
    for (const { key, op } of operations) {
      if (isPublic(key)) expect(op.security, key).toEqual([]);
      else if (key in feeds) expect(op.security, key).toEqual(feeds[key]);
      else if (!signedIn.includes(key)) expect(op["x-roles"]?.length, key).toBeGreaterThan(0);
    }
  });

  it("every app write is open to every app user, local and directory (issue 31 item 6)", () => {
    const appRoles = ["user", "ad_user", "ad_employee"];
    for (const area of areas)
      for (const command of area.commands.filter(isAppWrite))
        expect([...command.roles].sort(), `${area.area}.${command.name}`).toEqual([...appRoles].sort());
  });

  it("every manifest field appears in the OpenAPI document", () => {
    const schemas = (document.components.schemas ?? {}) as Record<
      string,
      { properties?: Record<string, unknown> } | undefined
    >;
    const pascal = (name: string) =>
      name.replace(/(^|_)([a-z])/g, (_m: string, _u: string, c: string) => c.toUpperCase());
    for (const area of areas.filter((a) => !a.viewOf)) {
      const record = schemas[`${pascal(area.area)}Record`]?.properties ?? {};
      const create = schemas[`${pascal(area.area)}Create`]?.properties ?? {};
      for (const field of area.fields) {
        expect(field.name in record || field.name in create, `${area.area}.${field.name}`).toBe(true);
      }
    }
  });

  it("every lookup call a form chooses an area's records through is in the OpenAPI document", () => {
    for (const [area, call] of Object.entries(basicLookups)) {
      expect(
        areas.some((a) => a.area === area),
        area,
      ).toBe(true);
      expect(
        operations.map((o) => o.key),
        call,
      ).toContain(`GET /api/${call}`);
    }
  });
});
