/**
 * One server per test file: a fresh PGlite in memory, or a fresh schema on the PostgreSQL server of
 * TEST_DATABASE_URL. Requests go through Fastify's inject (no sockets), signed in per role.
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { roles } from "../../generated/catalogues.ts";
import { buildApp } from "../../src/server/app.ts";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { signInDirectoryAccount } from "../../src/server/auth/directory-account.ts";
import { roleId } from "../../src/server/auth/guard.ts";
import type { DirectoryRole } from "../../src/server/auth/oidc-config.ts";
import { issueToken } from "../../src/server/auth/tokens.ts";
import { readConfig } from "../../src/server/config.ts";
import { type Database, openDatabase } from "../../src/server/db/database.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import type { FileStore } from "../../src/server/files/file-store.ts";
import { openFileStore } from "../../src/server/files/open-file-store.ts";
import type { LogOptions } from "../../src/server/http/request-log.ts";
import { seedDemo } from "../../src/server/seed/demo.ts";
import type { RoleName } from "../../src/shared/area-spec.ts";
import { freshSchema } from "./fresh-schema.ts";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export const rolePassword = "Passw0rd!";
export const roleNames = Object.keys(roles) as RoleName[];
export const roleEmail = (role: RoleName) => `${role}@test.example`;
/** Accounts of these roles come from the directory: made and signed in as single sign-on does. */
export const directoryRoles = roleNames.filter((role) => roles[role].directory) as DirectoryRole[];
const isDirectoryRole = (role: RoleName): role is DirectoryRole => roles[role].directory;
/** the issuer the test directory accounts are linked to */
export const testDirectoryIssuer = "https://directory.test.example";

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /** where the server keeps uploaded files: DATA_DIR/uploads, or the bucket of S3_* in `env` */
  files: FileStore;
  /** a token of the test account holding `role` */
  token(role: RoleName): Promise<string>;
  /** a record written straight to the table, for areas the API does not create (SOS reports, opinions) */
  insertRecord(area: string, data: Record<string, unknown>): Promise<number>;
  /** inject as `role` (or anonymously with null), Accept-Language `lang` */
  request(
    role: RoleName | null,
    options: InjectOptions & { lang?: "pl" | "en" },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  return freshSchema(process.env.TEST_DATABASE_URL ?? "", "t");
}

export async function startTestServer(
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    dataDir?: string;
    env?: Record<string, string>;
    /** rewrites the PostgreSQL URL the server connects with (through a proxy, under a name) */
    databaseUrl?: (url: string) => string;
    /** the server's clock (publication windows, scheduled pushes); Date.now unless set */
    clock?: () => number;
    /** the server's log (a level and a stream the test reads); silent unless set */
    logger?: LogOptions;
  } = {},
): Promise<TestServer> {
  const postgres = kind === "postgres" ? await freshPostgres() : null;
  const dataDir = options.dataDir ?? `/tmp/campus-test-${randomBytes(6).toString("hex")}`;
  const url = postgres && (options.databaseUrl?.(postgres.url) ?? postgres.url);
  const db = await openDatabase({ databaseUrl: url ?? undefined, dataDir: postgres ? dataDir : "memory" });
  await migrate(db);
  const directoryAccounts = new Map<RoleName, number>();
  for (const role of roleNames) {
    const account = { name: `Test ${role}`, email: roleEmail(role) };
    if (isDirectoryRole(role)) {
      const profile = {
        ...account,
        issuer: testDirectoryIssuer,
        subject: role,
        login: role,
        role,
        emailVerified: true,
      };
      directoryAccounts.set(role, await signInDirectoryAccount(db, profile));
    } else await createAccount(db, { ...account, roles: [roleId(role)], password: rolePassword });
  }
  const config = readConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    CHECK_ANSWERS: "true",
    ...options.env,
  } as NodeJS.ProcessEnv);
  // the store of the settings (S3_* in options.env: a bucket), shared by the seed and the server
  const files = await openFileStore(config);
  if (options.seed) await seedDemo(db, { files });
  const tokenPolicy = { idleMinutes: config.tokenIdleMinutes, ttlHours: config.tokenTtlHours };
  const app = await buildApp({
    config,
    db,
    files,
    logger: options.logger ?? false,
    ...(options.clock && { clock: options.clock }),
  });
  await app.ready();
  // One sign-in per role, shared by requests sent at once (each sign-in takes one of the account's attempts).
  const tokens = new Map<RoleName, Promise<string>>();
  const signIn = async (role: RoleName) => {
    // A directory account's sign-in is the provider's (tests/api/sso-sign-in.test.ts): the token is
    // what the single sign-on issues at its end.
    const directoryId = directoryAccounts.get(role);
    if (directoryId !== undefined) return (await issueToken(db, directoryId, tokenPolicy)).token;
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: roleEmail(role), password: rolePassword },
    });
    const value = response.json().data?.token;
    if (!value) throw new Error(`sign-in of ${role} failed: ${response.body}`);
    return value as string;
  };
  const token = (role: RoleName) => {
    const cached = tokens.get(role) ?? signIn(role);
    tokens.set(role, cached);
    return cached;
  };
  return {
    app,
    db,
    dataDir,
    files,
    token,
    async insertRecord(area, data) {
      // Straight into the area's table (as another system would write it), past the API's checks.
      const names = Object.keys(data);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO "${area}" (${names.map((n) => `"${n}"`).join(", ")})
         VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING id`,
        Object.values(data),
      );
      if (!row) throw new Error("insert returned nothing");
      return row.id;
    },
    async request(role, { lang, headers, ...rest }) {
      const auth = role ? { authorization: `Bearer ${await token(role)}` } : {};
      return app.inject({
        ...rest,
        headers: { "accept-language": lang ?? "en", ...auth, ...headers },
      } as InjectOptions);
    },
    async close() {
      const closing = app.close();
      // A test's kept-alive connections are not waited for (Fastify's keep-alive time is 72 s): the
      // server's own graceful close is tested where it matters (shutdown-drain, map-live).
      app.server.closeAllConnections();
      await closing;
      await db.close();
      files.close();
      await postgres?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
