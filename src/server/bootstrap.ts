/**
 * Opens and migrates the database and, when it is empty, creates the first admin and seeds it. Several
 * processes starting at the same moment on one empty PostgreSQL database do this one at a time: the
 * first migrates, creates the admin and seeds; the others wait for it, then find it all done.
 */
import { randomBytes } from "node:crypto";
import { createAccount } from "./auth/accounts.ts";
import { roleId } from "./auth/guard.ts";
import { passwordProblems, passwordRuleText } from "./auth/password-rule.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import type { FileStore } from "./files/file-store.ts";
import { codeText } from "./http/envelope.ts";
import { seedDemo } from "./seed/demo.ts";
import { seedImdf } from "./seed/imdf-seed.ts";

type DatabaseSettings = Pick<Config, "databaseUrl" | "dataDir"> & Partial<Pick<Config, "databaseDirectUrl">>;

/** the lock every process takes to migrate and seed (Database.exclusively) */
const startLock = "campus: migrate and seed";

const open = (config: DatabaseSettings) =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
  });

export async function openMigrated(config: DatabaseSettings): Promise<Database> {
  const db = await open(config);
  await db.exclusively(startLock, () => migrate(db));
  return db;
}

export interface Started {
  db: Database;
  /** the first admin, when this process created it */
  admin: { email: string; generatedPassword: string | null } | null;
  /** what the demo campus seeding added (null: nothing, it was there or is off) */
  demo: Record<string, number> | null;
  /** what SEED_DEMO=imdf:… added to an empty map */
  imdf: Awaited<ReturnType<typeof seedImdf>>;
}

/**
 * npm start's database: opened, migrated, its first admin created and seeded (its media into `files`),
 * one process at a time.
 */
export async function startDatabase(
  config: DatabaseSettings & Pick<Config, "adminEmail" | "adminPassword" | "seedDemo" | "seedImdf">,
  files: FileStore,
): Promise<Started> {
  const db = await open(config);
  try {
    return await db.exclusively(startLock, async () => {
      await migrate(db);
      const admin = await ensureAdmin(db, config);
      const demo = config.seedDemo ? await seedDemo(db, { files }) : null;
      const imdf = config.seedImdf ? await seedImdf(db, config.seedImdf) : null;
      return { db, admin, demo, imdf };
    });
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** A password that satisfies the rule: random (120 bits), with the required character classes. */
export function randomPassword(): string {
  return `Aa1${randomBytes(15).toString("base64url")}`;
}

/**
 * Creates the bootstrap admin on an empty user table. Returns the generated password when none was
 * configured, so that the caller prints it once.
 */
export async function ensureAdmin(
  db: Database,
  config: Pick<Config, "adminEmail" | "adminPassword">,
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const [row] = await db.query<{ n: string }>("SELECT count(*) AS n FROM app_user");
  if (Number(row?.n) > 0) return null;
  const email = config.adminEmail ?? "admin@example.com";
  const password = config.adminPassword ?? randomPassword();
  const name = "Administrator";
  const problems = await passwordProblems(password, { name, email });
  if (problems.length)
    throw new Error(
      `ADMIN_PASSWORD breaks the password rule (code ${problems.join(", ")}: ${codeText(problems[0] ?? 0, "en")}): ${passwordRuleText}`,
    );
  await createAccount(db, {
    name,
    email,
    login: "admin",
    roles: [roleId("admin")],
    password,
  });
  return { email, generatedPassword: config.adminPassword ? null : password };
}

/**
 * The generated first admin's sign-in as a framed block, printed once on stderr by npm start: apart
 * from the JSON log lines on stdout, so that it stands out to whoever starts the server and never
 * lands in a log collector's parsed records.
 */
export function firstAdminNotice(email: string, password: string): string {
  const lines = [
    "First admin created. Its password is shown this once only:",
    "",
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    "",
    "Sign in and change it; set ADMIN_PASSWORD to choose it instead.",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${"-".repeat(width + 2)}+`;
  return `\n${[rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join("\n")}\n\n`;
}
