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
import { areaSpec } from "./transforms/area-spec.ts";
import type { HandWrittenPaths } from "./transforms/openapi-document.ts";
import { SchemaChangeRefused } from "./transforms/schema-ddl.ts";
import {
  migrationsDir,
  type SchemaSnapshot,
  schemaHints,
  schemaOutputs,
  snapshotPath,
} from "./transforms/schema-migration.ts";
import { schemaModel } from "./transforms/schema-model.ts";

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
  // The database schema: a new migration when the manifests' model differs from the last migration's.
  const snapshotFile = join(repoRoot, snapshotPath);
  const previous = existsSync(snapshotFile)
    ? (JSON.parse(readFileSync(snapshotFile, "utf8")) as SchemaSnapshot)
    : undefined;
  const migrations = readdirSync(join(repoRoot, migrationsDir));
  if (previous?.migration && !migrations.includes(previous.migration))
    throw new SchemaChangeRefused(
      `${snapshotPath} names ${previous.migration}, which is not in ${migrationsDir}`,
    );
  const model = schemaModel(manifests.areas.map((a) => areaSpec(a, manifests.areas, manifests.catalogues)));
  for (const [path, text] of schemaOutputs(model, previous, migrations, schemaHints(manifests.areas)))
    outputs.set(path, text);
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
        `generated files differ from the manifests (a schema change needs its migration); run npm run generate:\n  ${files.join("\n  ")}`,
      );
      process.exit(1);
    }
    console.log(check ? "generated files are up to date" : `wrote ${files.length} file(s)`);
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`manifest error: ${error.message}`);
      process.exit(2);
    }
    if (error instanceof SchemaChangeRefused) {
      console.error(`schema change refused: ${error.message}`);
      process.exit(3);
    }
    throw error;
  }
}
