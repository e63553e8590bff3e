/** Opens and migrates the database and, when it is empty, creates the first admin. */
import { randomBytes } from "node:crypto";
import { createAccount } from "./auth/accounts.ts";
import { roleId } from "./auth/guard.ts";
import { passwordProblems, passwordRuleText } from "./auth/password-rule.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { codeText } from "./http/envelope.ts";

export async function openMigrated(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  return db;
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
