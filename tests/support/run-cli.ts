/** `npm run cli -- …` as a child process with its own environment (DATABASE_URL and S3_* only when given). */
import { execFile } from "node:child_process";
import { join } from "node:path";

const script = join(import.meta.dirname, "../../src/cli/main.ts");

export function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const base: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: "0" };
  for (const name of Object.keys(base))
    if (name === "DATABASE_URL" || name.startsWith("S3_")) delete base[name];
  return new Promise((resolve) =>
    execFile(process.execPath, [script, ...args], { env: { ...base, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );
}
