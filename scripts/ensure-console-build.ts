/**
 * npm start runs this first: builds the console with Vite when dist/console is missing or older
 * than any of its sources, so that a fresh clone serves the console after `npm install && npm start`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const built = "dist/console/index.html";
const sources = [
  "src/console",
  "src/shared",
  "generated",
  "vite.config.ts",
  "scripts/vite-form-validators.ts",
  "package-lock.json",
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log("building the console (vite build)…");
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
}
