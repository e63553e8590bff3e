/**
 * The audit history (GET /api/audit, admins): every create, update, delete, command and map save with
 * who, when and the values before and after; never a password; nothing for a write that failed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

interface Entry {
  user_id: number | null;
  user_name: string | null;
  area: string;
  record_id: number | null;
  action: string;
  changes: Record<string, unknown>;
  at: string;
}

describe.each(databaseKinds)("audit history on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const history = async (query: string) => {
    const answer = await server.request("admin", { url: `/api/audit?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { items: Entry[]; total: number; page: number; pageSize: number };
  };
  const whoami = async (role: "admin" | "moderator") =>
    (await server.request(role, { url: "/api/auth/whoami" })).json().data as { id: number; name: string };

  it("records create, update and delete with the changed fields' values before and after", async () => {
    const moderator = await whoami("moderator");
    const created = await server.request("moderator", {
      method: "POST",
      url: "/api/email_sms",
      payload: { name: "Portiernia", phone: "+48 42 272 50 00" },
    });
    const { id } = created.json().data;
    await server.request("moderator", {
      method: "PUT",
      url: `/api/email_sms/${id}`,
      payload: { name: "Portiernia", phone: "+48 42 272 50 01" },
    });
    // A refused update leaves no entry.
    const refused = await server.request("moderator", {
      method: "PUT",
      url: `/api/email_sms/${id}`,
      payload: { name: "" },
    });
    expect(refused.statusCode).toBe(422);
    await server.request("admin", { method: "DELETE", url: `/api/email_sms/${id}` });

    const { items, total } = await history(`area=email_sms&record_id=${id}`);
    expect(total).toBe(3);
    expect(
      items.map(({ action, user_name, record_id, changes }) => ({ action, user_name, record_id, changes })),
    ).toEqual([
      {
        action: "delete",
        user_name: "Test admin",
        record_id: id,
        changes: {
          name: { before: "Portiernia", after: null },
          phone: { before: "+48 42 272 50 01", after: null },
          status: { before: "active", after: null },
        },
      },
      {
        action: "update",
        user_name: moderator.name,
        record_id: id,
        changes: { phone: { before: "+48 42 272 50 00", after: "+48 42 272 50 01" } },
      },
      {
        action: "create",
        user_name: moderator.name,
        record_id: id,
        changes: {
          name: { before: null, after: "Portiernia" },
          phone: { before: null, after: "+48 42 272 50 00" },
          status: { before: null, after: "active" },
        },
      },
    ]);
    expect(items[1]?.user_id).toBe(moderator.id);
  });

  it("never records a password, of an account created or of a password change", async () => {
    const created = await server.request("admin", {
      method: "POST",
      url: "/api/user",
      payload: {
        name: "Ewa Lis",
        email: "ewa.lis@example.edu",
        roles: [2],
        password: "Kasztan-Rower-77",
        password_confirmation: "Kasztan-Rower-77",
      },
    });
    const { id } = created.json().data;
    await server.request("admin", {
      method: "POST",
      url: `/api/change_user_password/${id}`,
      payload: { password: "Zielony-Parasol-51", password_confirmation: "Zielony-Parasol-51" },
    });
    const { items } = await history(`area=user&record_id=${id}`);
    expect(items.map((entry) => entry.action)).toEqual(["change_password", "create"]);
    expect(JSON.stringify(items)).not.toMatch(/Kasztan-Rower-77|Zielony-Parasol-51|scrypt/);
    expect(items[0]?.changes).toEqual({});
  });

  it("records a map save with the floor and the ids saved", async () => {
    const polygon = [
      [
        [19.47, 51.77],
        [19.4701, 51.77],
        [19.4701, 51.7701],
        [19.47, 51.7701],
        [19.47, 51.77],
      ],
    ];
    const saved = await server.request("moderator", {
      method: "POST",
      url: "/api/geo/save",
      payload: {
        profile: "p3",
        p1: "19.46,51.76",
        p2: "19.48,51.78",
        new: [
          {
            type: "Feature",
            geometry: { type: "Polygon", coordinates: polygon },
            properties: { type: "room", key: "audit-1", name_pl: "Sala" },
          },
        ],
        edited: [],
        deleted: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = (await history("area=map")).items;
    expect(entry).toMatchObject({
      action: "save",
      record_id: null,
      changes: { floor: "p3", new: saved.json().data.new, edited: [], deleted: [] },
    });
  });

  it("filters by account and by time", async () => {
    const moderator = await whoami("moderator");
    const mine = await history(`user_id=${moderator.id}`);
    expect(mine.total).toBeGreaterThan(0);
    for (const entry of mine.items) expect(entry.user_id).toBe(moderator.id);
    expect((await history("from=2000-01-01&to=2000-12-31")).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(`from=${today}`)).total).toBeGreaterThan(0);
  });

  it("filters by action, also the deletions of records no form opens any more", async () => {
    const deleted = await history("action=delete");
    expect(deleted.total).toBeGreaterThan(0);
    for (const entry of deleted.items) expect(entry.action).toBe("delete");
    const [gone] = deleted.items.filter((entry) => entry.area === "email_sms");
    expect(gone?.record_id).toEqual(expect.any(Number));
    const ofGone = await history(`area=email_sms&record_id=${gone?.record_id}&action=create`);
    expect(ofGone.items.map((entry) => entry.action)).toEqual(["create"]);
    expect((await history("action=save&area=email_sms")).total).toBe(0);
  });

  it.each([
    ["page=0", "page", 9005],
    ["record_id=abc", "record_id", 9006],
    ["user_id=2147483648", "user_id", 9006],
    ["from=yesterday", "from", 9006],
    ["to=2026-13-45", "to", 9006],
    ["area=Robert'); DROP TABLE", "area", 9006],
    ["action=DELETE FROM", "action", 9006],
  ])("refuses %s with a code", async (query, field, code) => {
    const answer = await server.request("admin", { url: `/api/audit?${query}` });
    expect([answer.statusCode, answer.json().errors]).toEqual([422, { [field]: [code] }]);
  });

  it("is for admins only", async () => {
    expect((await server.request("moderator", { url: "/api/audit" })).statusCode).toBe(403);
    expect((await server.request(null, { url: "/api/audit" })).statusCode).toBe(401);
  });
});
