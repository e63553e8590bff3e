import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas } from "../../generated/areas.ts";
import { openapiDocument as document } from "../../generated/openapi.ts";
import { areaRouteRows, type RouteRow } from "../support/area-route-rows.ts";
import { databaseKinds, roleNames, startTestServer, type TestServer } from "../support/test-server.ts";

/**
 * Every route against every role and no token. Ids 999999 do not exist and bodies are empty, so an
 * admitted request answers 404 or 422: what matters here is who gets past the door.
 * The routes of the manifests' areas (CRUD, CSV export) and commands are computed from
 * generated/areas.ts (tests/support/area-route-rows.ts);
 * this table holds the hand-written routes (openapi/hand-written.yaml).
 */
const table = `
  route                                       | none| admin| moderator| ad_user| ad_employee| user
  POST /api/auth/password/forgot              | 422 | 422 | 422 | 422 | 422 | 422
  POST /api/auth/password/reset               | 422 | 422 | 422 | 422 | 422 | 422
  GET /api/delivery?area=sos&ids=999999       | 401 | 200 | 200 | 403 | 403 | 403
  POST /api/delivery/sos/999999/retry         | 401 | 404 | 404 | 403 | 403 | 403
  GET /api/health                             | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/openapi.json                       | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/docs                               | 200 | 200 | 200 | 200 | 200 | 200
  POST /api/auth/login                        | 422 | 422 | 422 | 422 | 422 | 422
  POST /api/auth/oauth/code                   | 422 | 422 | 422 | 422 | 422 | 422
  GET /api/auth/oauth/config                  | 200 | 200 | 200 | 200 | 200 | 200
  POST /api/auth/oauth/start                  | 501 | 501 | 501 | 501 | 501 | 501
  GET /api/auth/whoami                        | 401 | 200 | 200 | 200 | 200 | 200
  GET /api/type                               | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/category_basic?lang=en             | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/campus_basic?lang=pl               | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/category_geo_basic                 | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/geo_basic?geomType=POINT           | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/rooms?search=a                     | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/selects/status                     | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/author_names?ids=1,2               | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/beacon_basic                       | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/geo/extent?profile=p0&p1=19.4,51.7&p2=19.5,51.8 | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/geo/search?q=sala                  | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/geo/bounds                         | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/geo/download?profile=p0            | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/files/nothere.png                  | 404 | 404 | 404 | 404 | 404 | 404
  POST /api/geo                               | 401 | 422 | 422 | 403 | 403 | 403
  PUT /api/geo                                | 401 | 422 | 422 | 403 | 403 | 403
  DELETE /api/geo                             | 401 | 422 | 422 | 403 | 403 | 403
  POST /api/geo/save                          | 401 | 422 | 422 | 403 | 403 | 403
  POST /api/map/live/ticket                   | 401 | 422 | 422 | 403 | 403 | 403
  GET /api/map/live?profile=p0                | 401 | 401 | 401 | 401 | 401 | 401
  POST /api/map/presence                      | 401 | 422 | 422 | 403 | 403 | 403
  GET /api/map/config                         | 401 | 200 | 200 | 403 | 403 | 403
  POST /api/map/publish                       | 401 | 409 | 409 | 403 | 403 | 403
  GET /api/map/releases                       | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/map/diff?from=1&to=draft           | 401 | 404 | 404 | 403 | 403 | 403
  POST /api/map/releases/999999/rollback      | 401 | 404 | 403 | 403 | 403 | 403
  GET /api/map/closures                       | 401 | 200 | 200 | 403 | 403 | 403
  POST /api/map/closures                      | 401 | 422 | 422 | 403 | 403 | 403
  DELETE /api/map/closures/999999             | 401 | 404 | 404 | 403 | 403 | 403
  GET /api/audit                              | 401 | 200 | 403 | 403 | 403 | 403
  GET /api/overview                           | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/map/underlays?floor=p0             | 401 | 200 | 200 | 403 | 403 | 403
  POST /api/map/underlays                     | 401 | 422 | 422 | 403 | 403 | 403
  PATCH /api/map/underlays/999999             | 401 | 404 | 404 | 403 | 403 | 403
  DELETE /api/map/underlays/999999            | 401 | 404 | 404 | 403 | 403 | 403
  GET /api/routing/generateGraph              | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/routing/path?from=999999&to=999999 | 401 | 404 | 404 | 403 | 403 | 403
  POST /api/imdf/import                       | 401 | 422 | 403 | 403 | 403 | 403
  GET /api/imdf/export                        | 401 | 200 | 403 | 403 | 403 | 403
  POST /api/upload                            | 401 | 422 | 422 | 403 | 403 | 403
  GET /api/app/v1/articles                            | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/events                              | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/categories                          | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/campuses                            | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/buttons?place=before_articles       | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/ads                                 | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/beacons                             | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/closures                            | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/notifications                       | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/map_categories                      | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/changes                             | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/map                         | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/map/p0                      | 404 | 404 | 404 | 404 | 404 | 404
  GET /api/app/v1/tiles/p0.json               | 404 | 404 | 404 | 404 | 404 | 404
  GET /api/app/v1/tiles/p0/12/0/0.mvt         | 404 | 404 | 404 | 404 | 404 | 404
  GET /api/app/v1/search?q=sala               | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/app/v1/route?from=999999&to=999999 | 404 | 404 | 404 | 404 | 404 | 404
  GET /api/app/v1/parking                     | 200 | 200 | 200 | 200 | 200 | 200
  PUT /api/integrations/parking               | 501 | 501 | 501 | 501 | 501 | 501
  GET /api/metrics                            | 501 | 501 | 501 | 501 | 501 | 501
  GET /api/ogc                                | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/ogc/conformance                    | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/ogc/api                            | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/ogc/collections                    | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/ogc/collections/room               | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/ogc/collections/room_draft/queryables | 401 | 200 | 200 | 403 | 403 | 403
  GET /api/ogc/collections/room/items         | 200 | 200 | 200 | 200 | 200 | 200
  GET /api/ogc/collections/room_draft/items/999999 | 401 | 404 | 404 | 403 | 403 | 403
  POST /api/ogc/collections/room_draft/items  | 401 | 422 | 422 | 403 | 403 | 403
  PUT /api/ogc/collections/room_draft/items/999999 | 401 | 404 | 404 | 403 | 403 | 403
  PATCH /api/ogc/collections/room_draft/items/999999 | 401 | 404 | 404 | 403 | 403 | 403
  DELETE /api/ogc/collections/room_draft/items/999999 | 401 | 404 | 404 | 403 | 403 | 403
`;

/** Routes this table leaves to other files, with the reason. */
const elsewhere: Record<string, string> = {
  "POST /api/auth/logout": "revokes the token the other rows use: tests/api/auth.test.ts",
};

// the contract itself, its docs page, the map as an IMDF zip, a floor as GeoJSON and the lists as CSV
const notEnvelopes = new Set(["/api/openapi.json", "/api/docs", "/api/imdf/export", "/api/geo/download"]);
// OGC API – Features answers its own documents and GeoJSON (its refusals are envelopes)
const isEnvelope = (url: string) =>
  !notEnvelopes.has(url.split("?")[0] as string) &&
  !url.endsWith("/export.csv") &&
  !url.startsWith("/api/ogc");

const columns = ["none", ...roleNames] as const;
const handWritten: RouteRow[] = table
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => {
    const [route = "", ...cells] = line.split("|").map((c) => c.trim());
    const [method = "", url = ""] = route.split(" ");
    return { method, url, expected: cells.map(Number) };
  });

const rows = [...areaRouteRows(areas), ...handWritten];

const template = (url: string) =>
  url
    .split("?")[0]
    ?.replace(/\/999999|\/status$|\/nothere\.png$|\/sos(?=\/999999\/retry)|\/p0(?=\/|\.json$|$)/g, "/{}")
    .replace(/\/12\/0\/0\.mvt$/, "/{}/{}/{}.mvt")
    .replace(/\/collections\/[a-z_]+(?=\/|$)/, "/collections/{}") ?? url;

describe("the table covers every route of the OpenAPI document", () => {
  it("has a row for each operation", () => {
    const covered = new Set(rows.map((r) => `${r.method} ${template(r.url)}`));
    const missing: string[] = [];
    for (const [path, item] of Object.entries<Record<string, unknown>>(document.paths)) {
      for (const method of Object.keys(item)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`;
        if (!covered.has(key) && !elsewhere[`${method.toUpperCase()} ${path}`]) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * The mobile app's writes with real bodies, written out rather than computed from the manifests, so
 * that a manifest narrowing them fails here: every app user (local `user`, directory `ad_user` and
 * `ad_employee`) gets through, staff do not, and only an opinion may come without an account.
 */
const appWrites = `
  route                  | none| admin| moderator| ad_user| ad_employee| user
  POST /api/mobile/devices   | 401 | 403 | 403 | 200 | 200 | 200
  POST /api/mobile/sos       | 401 | 403 | 403 | 200 | 200 | 200
  POST /api/mobile/opinions  | 200 | 403 | 403 | 200 | 200 | 200
`;
const appWriteBodies: Record<string, (column: string) => Record<string, unknown>> = {
  "/api/mobile/devices": (column) => ({ token: `role-matrix-${column}`, platform: "android" }),
  "/api/mobile/sos": () => ({ lon: 19.4561, lat: 51.7701, floor: "p0", message: "Pomocy" }),
  "/api/mobile/opinions": () => ({ text: "Przydatna aplikacja" }),
};

describe.each(databaseKinds)("the app's writes admit every app user on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { DELIVERY_POLL_MS: "3600000" } });
  });
  afterAll(() => server.close());

  const appRows = appWrites
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [route = "", ...cells] = line.split("|").map((c) => c.trim());
      return { url: route.split(" ")[1] ?? "", expected: cells.map(Number) };
    });
  it.each(appRows.map((r) => [r.url, r] as const))("POST %s", async (url, row) => {
    const actual: Record<string, number> = {};
    for (const column of columns) {
      const response = await server.request(column === "none" ? null : column, {
        method: "POST",
        url,
        payload: appWriteBodies[url]?.(column) ?? {},
      });
      actual[column] = response.statusCode;
    }
    expect(actual).toEqual(Object.fromEntries(columns.map((c, i) => [c, row.expected[i]])));
  });
});

describe.each(databaseKinds)("route x role matrix on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it.each(rows.map((r) => [`${r.method} ${r.url}`, r] as const))("%s", async (_name, row) => {
    const actual: number[] = [];
    for (const column of columns) {
      const response = await server.request(column === "none" ? null : column, {
        method: row.method as "GET",
        url: row.url,
        ...(["POST", "PUT", "PATCH", "DELETE"].includes(row.method) && { payload: {} }),
      });
      actual.push(response.statusCode);
      // Whatever the answer, it is the envelope (but for the contract itself, its docs page and files
      // answered 200).
      if (isEnvelope(row.url) || response.statusCode !== 200)
        expect(response.json(), `${column}: ${response.body}`).toHaveProperty("status");
    }
    expect(Object.fromEntries(columns.map((c, i) => [c, actual[i]]))).toEqual(
      Object.fromEntries(columns.map((c, i) => [c, row.expected[i]])),
    );
  });
});
