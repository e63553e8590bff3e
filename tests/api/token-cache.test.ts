import { randomBytes } from "node:crypto";
/**
 * Signed-in requests are admitted from a cache of checked tokens (src/server/auth/token-cache.ts):
 * every change to accounts and tokens must count at once when this process made it, and as soon as
 * its notification arrives when another process did (PostgreSQL), also after the listening connection
 * was lost.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleId } from "../../src/server/auth/guard.ts";
import {
  databaseKinds,
  roleEmail,
  rolePassword,
  startTestServer,
  type TestServer,
} from "../support/test-server.ts";

const admittedWithin = async (token: string, server: TestServer) =>
  (await server.app.inject({ url: "/api/article?page=1", headers: { authorization: `Bearer ${token}` } }))
    .statusCode;

/** polls `check` until it holds, for at most `ms` */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe.each(databaseKinds)("the cache of checked tokens on %s", (kind) => {
  let server: TestServer;
  let databaseUrl = "";
  const applicationName = `token-cache-${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      // A name of its own, so that killing this server's listening connection leaves other test
      // files' servers alone.
      databaseUrl: (url) => {
        const named = new URL(url);
        named.searchParams.set("application_name", applicationName);
        databaseUrl = named.toString();
        return databaseUrl;
      },
    });
  });
  afterAll(() => server?.close());

  const signIn = async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: roleEmail("moderator"), password: rolePassword },
    });
    return response.json().data.token as string;
  };
  const moderatorId = async () =>
    (
      await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
        roleEmail("moderator"),
      ])
    )[0]?.id;

  it("refuses a token at the request after its sign-out", async () => {
    const token = await signIn();
    for (let i = 0; i < 3; i++) expect(await admittedWithin(token, server)).toBe(200);
    const logout = await server.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await admittedWithin(token, server)).toBe(401);
  });

  it("applies a role taken away by an admin at the next request", async () => {
    const token = await signIn();
    const id = await moderatorId();
    expect(await admittedWithin(token, server)).toBe(200);
    const user = (await server.request("admin", { url: `/api/user/${id}` })).json().data;
    const demoted = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${id}`,
      payload: { name: user.name, email: user.email, roles: [roleId("user")] },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await admittedWithin(token, server)).toBe(403);
    const restored = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${id}`,
      payload: { name: user.name, email: user.email, roles: [roleId("moderator")] },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await admittedWithin(token, server)).toBe(200);
  });

  it.runIf(kind === "postgres")("refuses a token revoked by another process", async () => {
    const token = await signIn();
    expect(await admittedWithin(token, server)).toBe(200);
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      await other.query("DELETE FROM auth_token WHERE user_id = $1", [await moderatorId()]);
    } finally {
      await other.end();
    }
    expect(await eventually(async () => (await admittedWithin(token, server)) === 401)).toBe(true);
  });

  it.runIf(kind === "postgres")(
    "hears other processes again after its listening connection is killed",
    async () => {
      const token = await signIn();
      expect(await admittedWithin(token, server)).toBe(200);
      const other = new pg.Client({ connectionString: databaseUrl });
      await other.connect();
      try {
        const listener = `${applicationName} LISTEN auth_changed`;
        const listening = async () =>
          (
            await other.query(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND query = 'LISTEN auth_changed'",
              [listener],
            )
          ).rows[0]?.n === 1;
        expect(await eventually(listening)).toBe(true);
        const killed = await other.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
          [listener],
        );
        expect(killed.rowCount).toBe(1);
        expect(await admittedWithin(token, server)).toBe(200);
        // Back on the channel: the cache keeps tokens again (seen as a revocation heard only through it).
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(await admittedWithin(token, server)).toBe(200);
        await other.query("DELETE FROM auth_token WHERE user_id = $1", [await moderatorId()]);
      } finally {
        await other.end();
      }
      expect(await eventually(async () => (await admittedWithin(token, server)) === 401)).toBe(true);
    },
  );
});
