/**
 * A maintainer's new area, tried in a copy of the project: the manifest written beside the others, the
 * generator run, and, for the browser, the console built, with no TypeScript written for the area
 * (tests/api/throwaway-area.test.ts, tests/e2e/new-area.spec.ts).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** Lost and found items: translated, reference, date, integer and status fields, search, a menu entry. */
export const lostItemManifest = readFileSync(new URL("./lost_item.yaml", import.meta.url), "utf8");

const serverParts = [
  "generator",
  "src",
  "manifests",
  "openapi",
  "generated",
  "tests/support",
  "package.json",
];
const consoleParts = ["vite.config.ts", "scripts"];

export interface ProjectCopy {
  dir: string;
  remove(): void;
}

export function projectWithArea(area: string, manifest: string, { console = false } = {}): ProjectCopy {
  const root = resolve(".");
  const dir = mkdtempSync(join(tmpdir(), "campus-area-"));
  for (const part of [...serverParts, ...(console ? consoleParts : [])])
    cpSync(join(root, part), join(dir, part), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  writeFileSync(join(dir, `manifests/areas/${area}.yaml`), manifest);
  execFileSync(process.execPath, ["generator/main.ts"], { cwd: dir, stdio: "pipe" });
  if (console)
    execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "error"], {
      cwd: dir,
      stdio: "pipe",
    });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
