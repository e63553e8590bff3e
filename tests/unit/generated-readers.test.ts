/**
 * Code reads generated/ one way: by importing its TypeScript modules (generated/schemas.ts, forms.ts,
 * openapi.ts, i18n.ts read the JSON files, generator/json-readers.ts writes them). No hand-written
 * file names a generated JSON file in an import, a readFileSync or an import.meta.glob.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const roots = ["src", "scripts", "bench", "tests"];
const skipped = /(^|\/)(node_modules|__snapshots__|fixtures)(\/|$)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skipped.test(file));
}

/** A generated JSON file reached by path: imported, globbed, or read from disk. */
const readsGeneratedJson = new RegExp(
  [
    String.raw`\bfrom\s+["'][^"']*generated/[^"']*\.json["']`,
    String.raw`\bimport\(\s*["'\x60][^"'\x60]*generated/[^"'\x60]*\.json`,
    String.raw`import\.meta\.glob[^\n]*generated/`,
    String.raw`\b(readFileSync|readdirSync|join|resolve)\([^\n]*generated/(schemas|forms|i18n|openapi)(?!\.ts)`,
    String.raw`openapi/openapi\.json`,
  ].join("|"),
);

describe("generated artefacts are read through generated/*.ts", () => {
  it.each([
    ["a JSON import", 'import x from "../../generated/schemas/map.json";', true],
    ["a glob", 'import.meta.glob("../../../generated/forms/*.ui.json")', true],
    ["a path to read", 'join(root, "../../generated/schemas")', true],
    ["a file read", 'readFileSync(join(copy, "generated/i18n/pl.json"), "utf8")', true],
    ["the old document path", 'readFileSync("openapi/openapi.json")', true],
    ["a module", 'import { recordSchemas } from "../../generated/schemas.ts";', false],
    ["a message naming a file", "throw new Error(`no generated/schemas/` + area + `.json`)", false],
    ["a comment naming a file", " * checked against generated/schemas/map.json", false],
  ])("the check: %s", (_name, line, want) => {
    expect(readsGeneratedJson.test(line)).toBe(want);
  });

  it("no hand-written file reads a generated JSON file by its path", () => {
    const offenders = roots
      .flatMap(sources)
      .filter((file) => file !== join("tests", "unit", "generated-readers.test.ts"))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, i) => [`${file}:${i + 1}`, line] as const)
          .filter(([, line]) => readsGeneratedJson.test(line)),
      );
    expect(offenders.map(([where, line]) => `${where}: ${line.trim()}`)).toEqual([]);
  });
});
