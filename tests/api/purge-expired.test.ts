/**
 * Expired tokens, old failed sign-ins and single sign-ons never finished in time are deleted
 * (src/server/auth/purge-expired.ts): by the purge itself, and by the server when it gets ready (then
 * every ten minutes), so the tables stop growing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { throttle } from "../../src/server/auth/login-throttle.ts";
import { purgeExpired } from "../../src/server/auth/purge-expired.ts";
import { readConfig } from "../../src/server/config.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const policy = { idleMinutes: 120, ttlHours: 12 };

/** token rows by their state: [hash, expires_at, last_used_at] as SQL expressions */
const tokens = [
  ["live", "now() + interval '1 hour'", "now()"],
  ["past its expiry", "now() - interval '1 second'", "now()"],
  ["idle too long", "now() + interval '1 hour'", `now() - interval '${policy.idleMinutes + 1} minutes'`],
] as const;

/** failed sign-ins by age: [account, at] */
const failures = [
  ["recent", "now() - interval '1 minute'"],
  ["out of the window", `now() - interval '${throttle.windowMinutes + 1} minutes'`],
] as const;

/** single sign-ons started, by state: [state, expires_at] */
const ssoLogins = [
  ["purge-test pending", "now() + interval '5 minutes'"],
  ["purge-test too late", "now() - interval '1 second'"],
] as const;

const afterPurge = {
  tokens: ["purge-test live"],
  failures: ["purge-test recent"],
  ssoLogins: ["purge-test pending"],
};

describe.each(databaseKinds)("purge of expired sign-in rows on %s", (kind) => {
  let server: TestServer;
  let userId: number;

  /** the rows above, afresh */
  const insertRows = async () => {
    await server.db.query("DELETE FROM auth_token WHERE token_hash LIKE 'purge-test %'");
    await server.db.query("DELETE FROM login_failure WHERE account LIKE 'purge-test %'");
    await server.db.query("DELETE FROM oidc_login WHERE state LIKE 'purge-test %'");
    for (const [hash, expires, used] of tokens) {
      await server.db.query(
        `INSERT INTO auth_token (user_id, token_hash, expires_at, last_used_at)
         VALUES ($1, $2, ${expires}, ${used})`,
        [userId, `purge-test ${hash}`],
      );
    }
    for (const [account, at] of failures) {
      await server.db.query(
        `INSERT INTO login_failure (account, client, at) VALUES ($1, '192.0.2.1', ${at})`,
        [`purge-test ${account}`],
      );
    }
    for (const [state, expires] of ssoLogins) {
      await server.db.query(
        `INSERT INTO oidc_login (state, nonce, code_verifier, expires_at) VALUES ($1, 'n', 'v', ${expires})`,
        [state],
      );
    }
  };
  const remaining = async () => ({
    tokens: (
      await server.db.query<{ token_hash: string }>(
        "SELECT token_hash FROM auth_token WHERE token_hash LIKE 'purge-test %' ORDER BY token_hash",
      )
    ).map((r) => r.token_hash),
    failures: (
      await server.db.query<{ account: string }>(
        "SELECT account FROM login_failure WHERE account LIKE 'purge-test %' ORDER BY account",
      )
    ).map((r) => r.account),
    ssoLogins: (
      await server.db.query<{ state: string }>("SELECT state FROM oidc_login WHERE state LIKE 'purge-test %'")
    ).map((r) => r.state),
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user ORDER BY id LIMIT 1");
    userId = row?.id ?? 0;
  });
  afterAll(() => server.close());

  it("deletes tokens past their expiry or idle too long and failures out of the throttle's window", async () => {
    await insertRows();
    expect(await purgeExpired(server.db, policy)).toEqual({ tokens: 2, failures: 1, ssoLogins: 1 });
    expect(await remaining()).toEqual(afterPurge);
  });

  it("runs when the server gets ready", async () => {
    await insertRows();
    const config = readConfig({ DATA_DIR: server.dataDir, SEED_DEMO: "0" } as NodeJS.ProcessEnv);
    const app = await buildApp({ config, db: server.db, logger: false });
    await app.ready();
    await app.close();
    expect(await remaining()).toEqual(afterPurge);
  });
});
