import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, roleEmail, startTestServer, type TestServer } from "../support/test-server.ts";

type Author = { id: number; name: string; email: string };

describe.each(databaseKinds)("author names on %s", (kind) => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  const userId = async (email: string) => {
    const rows = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [email]);
    return rows[0]?.id ?? 0;
  };
  const get = (role: Parameters<TestServer["request"]>[0], url: string) =>
    server.request(role, { method: "GET", url });

  beforeAll(async () => {
    server = await startTestServer(kind);
    ids.user = await userId(roleEmail("user"));
    ids.adUser = await userId(roleEmail("ad_user"));
    ids.admin = await userId(roleEmail("admin"));
    ids.moderator = await userId(roleEmail("moderator"));
    // user wrote an SOS report, ad_user an opinion; admin and moderator wrote neither.
    await server.insertRecord("sos", { user_id: ids.user, message: "Help", lat: 51.77, lon: 19.46 });
    await server.insertRecord("rating", { user_id: ids.adUser, text: "Fine", answered: false });
    await server.insertRecord("rating", { user_id: null, text: "Anonymous", answered: false });
  });
  afterAll(() => server?.close());

  it.each(["admin", "moderator"] as const)(
    "answers %s the id, name and e-mail of authors only",
    async (role) => {
      const asked = [ids.user, ids.adUser, ids.admin, ids.moderator, 999999].join(",");
      const response = await get(role, `/api/author_names?ids=${asked}`);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as Author[];
      expect(data.map((a) => a.id).sort()).toEqual([ids.user, ids.adUser].sort());
      for (const author of data) expect(Object.keys(author).sort()).toEqual(["email", "id", "name"]);
      expect(data.find((a) => a.id === ids.user)?.email).toBe(roleEmail("user"));
      // nothing of the users area beyond name and e-mail
      expect(response.body).not.toMatch(/roles|login|password|created_at/);
    },
  );

  it("answers an empty list when no ids are asked for", async () => {
    const response = await get("moderator", "/api/author_names");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it.each(["ad_user", "ad_employee", "user"] as const)("refuses %s with 403", async (role) => {
    const response = await get(role, `/api/author_names?ids=${ids.user}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("User does not have the right roles.");
  });

  it("refuses a request without a token with 401", async () => {
    const response = await get(null, `/api/author_names?ids=${ids.user}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Unauthenticated.");
  });

  it.each([
    ["letters", "a,b"],
    ["a zero", "0"],
    ["an empty item", "1,,2"],
    ["more than 100 ids", Array.from({ length: 101 }, (_, i) => i + 1).join(",")],
  ])("refuses %s with 9006 on ids", async (_name, value) => {
    const response = await get("admin", `/api/author_names?ids=${value}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ ids: [9006] });
  });

  it("names beacons for staff", async () => {
    const beacon = await server.insertRecord("beacons", {
      name: "Hall A",
      floor: "p0",
      status: "active",
      mac: "AA:BB:CC:DD:EE:01",
    });
    const response = await get("moderator", "/api/beacon_basic");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({ id: beacon, name: "Hall A" });
    expect((await get("user", "/api/beacon_basic")).statusCode).toBe(403);
    expect((await get(null, "/api/beacon_basic")).statusCode).toBe(401);
  });
});
