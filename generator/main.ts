/**
 * npm run generate: manifests -> generated/ and openapi/openapi.json.
 * npm run generate:check: the same, in memory; fails when anything on disk differs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { loadManifests } from "./load-manifests.ts";
import { ManifestError } from "./manifest-error.ts";
import { generateOutputs } from "./outputs.ts";
import type { HandWrittenPaths } from "./transforms/openapi-document.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

export async function run(check: boolean, repoRoot = root): Promise<string[]> {
  const manifests = loadManifests(repoRoot);
  const handWritten = parse(
    readFileSync(join(repoRoot, "openapi/hand-written.yaml"), "utf8"),
  ) as HandWrittenPaths;
  const outputs = await generateOutputs(manifests, handWritten);
  const stale = listFiles(join(repoRoot, "generated")).filter((f) => !outputs.has(f));
  const changed = [...outputs].filter(([path, text]) => {
    const full = join(repoRoot, path);
    return !existsSync(full) || readFileSync(full, "utf8") !== text;
  });
  if (check) return [...changed.map(([p]) => p), ...stale];
  for (const [path, text] of changed) {
    mkdirSync(dirname(join(repoRoot, path)), { recursive: true });
    writeFileSync(join(repoRoot, path), text);
  }
  for (const path of stale) rmSync(join(repoRoot, path));
  return [...changed.map(([p]) => p), ...stale];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes("--check");
  try {
    const files = await run(check);
    if (check && files.length) {
      console.error(
        `generated files differ from the manifests; run npm run generate:\n  ${files.join("\n  ")}`,
      );
      process.exit(1);
    }
    console.log(check ? "generated files are up to date" : `wrote ${files.length} file(s)`);
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`manifest error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
