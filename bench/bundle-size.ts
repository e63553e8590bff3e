/**
 * npm run bench (second part): the gzip size of the JavaScript a browser loads for /signin, for a
 * list screen, and of the map chunk, read from a production build's manifest.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const outDir = mkdtempSync(join(tmpdir(), "console-build-"));
try {
  execFileSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--outDir", outDir, "--manifest", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
  const manifest: Record<string, Chunk> = JSON.parse(
    readFileSync(join(outDir, ".vite/manifest.json"), "utf8"),
  );

  /** the chunk and everything it imports statically: what loads before it can run */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const gzipOf = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => {
      const file = manifest[key]?.file ?? "";
      return file.endsWith(".js") ? sum + gzipSync(readFileSync(join(outDir, file))).length : sum;
    }, 0);

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const mapKey = Object.keys(manifest).find((key) => key.endsWith("map/MapScreen.tsx"));
  if (!entry || !mapKey) throw new Error("the build has no entry or no map chunk");
  const startup = closure(entry);
  // Screens are chunks of their own: a list loads the shell plus the list screen's closure.
  const listKey = Object.keys(manifest).find((key) => key.endsWith("screens/AreaListScreen.tsx"));
  const list = listKey ? new Set([...startup, ...closure(listKey)]) : startup;
  const mapOnly = [...closure(mapKey)].filter((key) => !startup.has(key));

  const figures = {
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    signinGzipBytes: gzipOf(startup),
    listScreenGzipBytes: gzipOf(list),
    mapChunkGzipBytes: gzipOf(mapOnly),
    files: { signin: [...startup].map((k) => manifest[k]?.file), map: mapOnly.map((k) => manifest[k]?.file) },
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const table = [
    `# Console bundle size (${figures.date})`,
    "",
    "Written by `npm run bench` (bench/bundle-size.ts) from a production build; figures in bundle-size.json.",
    "",
    "| what loads | JavaScript, gzip |",
    "| --- | ---: |",
    `| /signin | ${kb(figures.signinGzipBytes)} |`,
    `| a list screen (/cms/articles) | ${kb(figures.listScreenGzipBytes)} |`,
    `| the map chunk and what it needs beyond the shell (/cms/map/p0) | ${kb(figures.mapChunkGzipBytes)} |`,
    "",
  ].join("\n");
  const results = resolve("bench/results");
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, "bundle-size.json"), `${JSON.stringify(figures, null, 2)}\n`);
  writeFileSync(join(results, "bundle-size.md"), table);
  console.log(`\n${table}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
