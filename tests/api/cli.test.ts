import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findByLogin } from "../../src/server/auth/accounts.ts";
import { signInDirectoryAccount } from "../../src/server/auth/directory-account.ts";
import { roleId } from "../../src/server/auth/guard.ts";
import { verifyPassword } from "../../src/server/auth/passwords.ts";
import { openMigrated } from "../../src/server/bootstrap.ts";
import type { Database } from "../../src/server/db/database.ts";
import { testDirectoryIssuer } from "../support/test-server.ts";

const script = join(import.meta.dirname, "../../src/cli/main.ts");

// The CLI on embedded PostgreSQL in a temporary DATA_DIR; each run is a child process (~1 s), so few.
describe("cli", { timeout: 60_000 }, () => {
  let dataDir: string;

  const cli = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "0" };
      delete env.DATABASE_URL;
      execFile(process.execPath, [script, ...args], { env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  /** the CLI's database, opened between runs (PGlite takes one process at a time) */
  async function inDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const db = await openMigrated({ databaseUrl: undefined, dataDir });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }
  const passwordWorks = (email: string, password: string) =>
    inDatabase(async (db) => verifyPassword(password, (await findByLogin(db, email))?.password_hash ?? null));

  // The first run creates the embedded database (several seconds), so it happens here, not in a test.
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "campus-cli-"));
    const migrated = await cli("db:migrate");
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain("003_push_outbox.sql");
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates a user who can then sign in, and refuses the same e-mail again", async () => {
    const created = await cli(
      "user:create",
      "--email",
      "ola@test.example",
      "--password",
      "Kasztan-Rower-77",
      "--role",
      "moderator",
      "--name",
      "Ola Nowak",
    );
    expect(created).toMatchObject({ code: 0, stderr: "" });
    expect(created.stdout).toMatch(/Created user #\d+ ola@test\.example \(moderator\)/);
    const account = await inDatabase((db) => findByLogin(db, "ola@test.example"));
    expect(account).toMatchObject({ name: "Ola Nowak", roles: [roleId("moderator")] });
    expect(await verifyPassword("Kasztan-Rower-77", account?.password_hash ?? null)).toBe(true);

    const again = await cli(
      "user:create",
      "--email",
      "OLA@test.example",
      "--password",
      "Kasztan-Rower-77",
      "--role",
      "user",
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("This e-mail address is already taken");
  });

  it("sets a password, ends the account's open reset links, and refuses one of a directory account with the 1913 text", async () => {
    await inDatabase(async (db) => {
      await signInDirectoryAccount(db, {
        issuer: testDirectoryIssuer,
        subject: "pracownik",
        name: "Pracownik",
        email: "ad@test.example",
        emailVerified: true,
        login: "pracownik",
        role: "ad_employee",
      });
      // A link mailed before the change (as POST /api/auth/password/forgot keeps it).
      await db.query(
        `INSERT INTO password_reset (token_hash, user_id, expires_at)
         SELECT 'link-before-the-change', id, now() + interval '1 hour' FROM app_user WHERE email = 'ola@test.example'`,
      );
    });
    const changed = await cli(
      "user:set-password",
      "--email",
      "ola@test.example",
      "--password",
      "Zielony-Parasol-51",
    );
    expect(changed.code).toBe(0);
    expect(await passwordWorks("ola@test.example", "Zielony-Parasol-51")).toBe(true);
    const links = await inDatabase((db) =>
      db.query<{ ended: boolean }>(
        "SELECT used_at IS NOT NULL AS ended FROM password_reset WHERE token_hash = 'link-before-the-change'",
      ),
    );
    expect(links).toEqual([{ ended: true }]);
    // The account's name is checked once it is found: Ola Nowak's password must not contain "nowak".
    const named = await cli(
      "user:set-password",
      "--email",
      "ola@test.example",
      "--password",
      "Nowak-Rower-Lipa-5",
    );
    expect(named.code).toBe(2);
    expect(named.stderr).toContain("This password is too common or easy to guess (1018): ola@test.example");
    expect(await passwordWorks("ola@test.example", "Zielony-Parasol-51")).toBe(true);

    const directory = await cli(
      "user:set-password",
      "--email",
      "ad@test.example",
      "--password",
      "Zielony-Parasol-51",
    );
    expect(directory.code).toBe(2);
    expect(directory.stderr).toContain("The password of a directory user cannot be changed (1913)");
    expect(await passwordWorks("ad@test.example", "Zielony-Parasol-51")).toBe(false);
  });

  it.each([
    [
      ["user:create", "--email", "x@test.example", "--password", "Secret123", "--role", "king"],
      "unknown role 'king'",
    ],
    [
      ["user:create", "--email", "x@test.example", "--password", "Kasztan-Rower-77", "--role", "ad_user"],
      "Directory roles come from the university directory at single sign-on: they cannot be given or taken here (1910)",
    ],
    [
      ["user:create", "--email", "not-an-address", "--password", "lowercase1", "--role", "user"],
      "Invalid e-mail address format (1005)",
    ],
    [
      ["user:create", "--email", "x@test.example", "--password", "lowercase1", "--role", "user"],
      "one upper-case letter, one lower-case letter and one digit",
    ],
    [
      ["user:create", "--email", "x@test.example", "--password", "Password1", "--role", "user"],
      "This password is too common or easy to guess (1018)",
    ],
    [
      [
        "user:create",
        "--email",
        "x@test.example",
        "--password",
        "Ola-Rower-Lipa-5",
        "--name",
        "Ola Nowak",
        "--role",
        "user",
      ],
      "This password is too common or easy to guess (1018)",
    ],
    [["user:create", "--email", "x@test.example", "--role", "user", "--admin"], "Unknown option '--admin'"],
    [["user:delete"], "unknown command 'user:delete'"],
  ])("refuses %j with exit code 2", async (args, text) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(text);
    expect(result.stdout).toBe("");
  });

  it("refuses to open the embedded database while another process holds it, and writes nothing", async () => {
    const create = () =>
      cli(
        "user:create",
        "--email",
        "while.busy@umed.example",
        "--password",
        "Lipa-Most-Kawa-5",
        "--role",
        "moderator",
      );
    const refused = await inDatabase(() => create());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(`in use by process ${process.pid} .*stop it first .*DATABASE_URL`),
    );
    expect(await inDatabase((db) => findByLogin(db, "while.busy@umed.example"))).toBeNull();
    expect((await create()).code).toBe(0);
  });

  it("takes over the lock of a process that died without letting it go", async () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(
      join(dataDir, "pg", "campus.lock"),
      JSON.stringify({ pid: dead, host: hostname(), command: "src/server/main.ts", since: "2026-01-01" }),
    );
    const result = await cli("db:migrate");
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(dataDir, "pg", "campus.lock"))).toBe(false);
  });

  it("lists the commands with --help", async () => {
    const result = await cli("--help");
    expect(result.code).toBe(0);
    for (const name of ["user:create", "user:set-password", "db:migrate", "seed:demo"])
      expect(result.stdout).toContain(name);
  });
});
