/**
 * Maintenance commands: `npm run cli -- <command> [flags]`. Settings come from the environment as
 * for the server (DATA_DIR, DATABASE_URL). Exit codes: 0 done, 2 bad input, 1 failure.
 */

import { backupCommand } from "./backup.ts";
import { type CliCommand, parseFlags, usageOf } from "./command.ts";
import { dbMigrate } from "./db-migrate.ts";
import { filesToS3 } from "./files-to-s3.ts";
import { imdfExport } from "./imdf-export.ts";
import { imdfImport } from "./imdf-import.ts";
import { restoreCommand } from "./restore.ts";
import { seedDemoCommand } from "./seed-demo.ts";
import { UsageError } from "./usage-error.ts";
import { userCreate } from "./user-create.ts";
import { userSetPassword } from "./user-set-password.ts";

const commands: CliCommand[] = [
  userCreate,
  userSetPassword,
  dbMigrate,
  seedDemoCommand,
  imdfImport,
  imdfExport,
  filesToS3,
  backupCommand,
  restoreCommand,
];

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length)) + 2;
  return [
    "Usage: npm run cli -- <command> [flags]",
    "",
    "Commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    "",
    "Run `npm run cli -- <command> --help` for the flags of a command.",
    "The database is the server's: DATABASE_URL, or embedded PostgreSQL in DATA_DIR (default ./data).",
  ].join("\n");
}

async function run(args: string[]): Promise<string> {
  const [name, ...rest] = args;
  if (name === undefined) throw new UsageError(`no command given\n\n${help()}`);
  if (name === "--help" || name === "-h" || name === "help") return help();
  const command = commands.find((c) => c.name === name);
  if (!command)
    throw new UsageError(`unknown command '${name}'; commands: ${commands.map((c) => c.name).join(", ")}`);
  const flags = parseFlags(command, rest);
  return flags === "help" ? usageOf(command) : command.run(flags);
}

try {
  process.stdout.write(`${await run(process.argv.slice(2))}\n`);
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`error: ${error.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
