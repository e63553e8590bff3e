import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../src/server/config.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const template = "https://tiles.example.org/{z}/{x}/{y}.png";

describe("GET /api/map/config", () => {
  let withTiles: TestServer;
  let without: TestServer;
  beforeAll(async () => {
    [withTiles, without] = await Promise.all([
      startTestServer("pglite", { env: { MAP_TILE_URL: template } }),
      startTestServer("pglite"),
    ]);
  });
  afterAll(() => Promise.all([withTiles.close(), without.close()]));

  it.each([
    ["MAP_TILE_URL set", () => withTiles, template],
    ["MAP_TILE_URL unset: no base map", () => without, null],
  ])("%s", async (_name, server, tileUrl) => {
    const response = await server().request("moderator", { method: "GET", url: "/api/map/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ tileUrl });
  });

  it.each([
    ["ad_user", 403],
    [null, 401],
  ] as const)("refuses %s", async (role, status) => {
    const response = await without.request(role, { method: "GET", url: "/api/map/config" });
    expect(response.statusCode).toBe(status);
  });

  it.each([
    ["no placeholders", "https://tiles.example.org/tile.png"],
    ["not http", "ftp://tiles.example.org/{z}/{x}/{y}.png"],
    ["not a URL", "{z}/{x}/{y}"],
  ])("refuses a template with %s at start", (_name, raw) => {
    expect(() => readConfig({ MAP_TILE_URL: raw } as NodeJS.ProcessEnv)).toThrow(/MAP_TILE_URL/);
  });
});
