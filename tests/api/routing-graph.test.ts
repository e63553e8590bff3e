/** GET /api/routing/generateGraph: the graph of the saved map, stored by scope, with what is wrong with it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Feature, feature, line, point } from "../support/map-feature-bodies.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

describe.each(databaseKinds)("the routing graph on %s", (kind) => {
  let server: TestServer;
  const admin = (options: Parameters<TestServer["request"]>[1]) => server.request("admin", options);
  const save = async (method: "POST" | "PUT", profile: string, features: Feature[]) => {
    const response = await admin({ method, url: "/api/geo", payload: { profile, features } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.ids as number[];
  };
  const idsOn = async (profile: string) => {
    const response = await admin({
      method: "GET",
      url: `/api/geo/extent?profile=${profile}&p1=-180,-90&p2=180,90`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.features as Feature[]).map((f) => f.id);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  // First, while the map holds nothing else: the whole-map graph counts only this network.
  describe("GET /api/routing/generateGraph", () => {
    it("builds the graph of two floors joined by a lift", async () => {
      // On each floor an L-shaped corridor of 3 vertices and a lift beside its corner.
      const floor = (extra: Record<string, unknown>) => [
        feature("route", line([19.4671, 51.7701], [19.4672, 51.7701], [19.4672, 51.7702])),
        feature("connector", point(19.46721, 51.77011), { connector_key: "lift-A", ...extra }),
      ];
      await save("POST", "p10", floor({ travel_time: 20 }));
      await save("POST", "p11", floor({}));
      // A corridor on p11 that touches nothing else.
      const [lone] = await save("POST", "p11", [feature("route", line([19.47, 51.77], [19.4701, 51.77]))]);

      const all = await admin({ method: "GET", url: "/api/routing/generateGraph" });
      expect(all.statusCode, all.body).toBe(200);
      // 2 x (3 corridor nodes + lift) + 2 lone corridor nodes; 2 x (2 corridor + 1 lift) edges + the floor change + 1.
      expect(all.json().data).toEqual({
        nodes: 10,
        edges: 8,
        floors: ["p10", "p11"],
        components: 2,
        diagnostics: [{ kind: "isolated", floor: "p11", at: [19.47, 51.77], features: [lone], nodes: 2 }],
      });

      const one = await admin({ method: "GET", url: "/api/routing/generateGraph?profile=p10" });
      expect(one.json().data).toEqual({
        nodes: 4,
        edges: 3,
        floors: ["p10"],
        components: 1,
        diagnostics: [],
      });

      const stored = await server.db.query<{ scope: string; nodes: number; components: number }>(
        "SELECT scope, nodes, components FROM routing_graph ORDER BY scope",
      );
      expect(stored).toEqual([
        { scope: "all", nodes: 10, components: 2 },
        { scope: "p10", nodes: 4, components: 1 },
      ]);
    });

    it("replaces the stored graph of a scope when built again", async () => {
      const again = await admin({ method: "GET", url: "/api/routing/generateGraph?profile=p10" });
      expect(again.statusCode).toBe(200);
      const rows = await server.db.query("SELECT scope FROM routing_graph WHERE scope = 'p10'");
      expect(rows).toHaveLength(1);
    });

    it("answers an empty graph for a floor without routes", async () => {
      const response = await admin({ method: "GET", url: "/api/routing/generateGraph?profile=p-2" });
      expect(response.json().data).toEqual({
        nodes: 0,
        edges: 0,
        floors: [],
        components: 0,
        diagnostics: [],
      });
    });

    it("refuses an unknown floor with 1502", async () => {
      const response = await admin({ method: "GET", url: "/api/routing/generateGraph?profile=p21" });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ profile: [1502] });
    });
  });

  describe("access", () => {
    const call = { method: "GET" as const, url: "/api/routing/generateGraph" };
    it("routing graph: 401 without a token, 403 for a directory user", async () => {
      expect((await server.request(null, call)).statusCode).toBe(401);
      const directory = await server.request("ad_user", call);
      expect(directory.statusCode).toBe(403);
      expect(directory.json().message).toBe("User does not have the right roles.");
      expect(await idsOn("p0")).toEqual([]);
    });
  });
});
