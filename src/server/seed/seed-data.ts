/**
 * Demo records written as data: `manifests/seed/<area>.yaml` holds a list `records` of one area's
 * records, each as the body of a POST to `/api/<area>`, created in file order through the same checks
 * as the API's create (record-writer.ts: the generated create schema, then references, unique values,
 * uploads and cross-field rules). A record may carry a `key` that later records use to point at it:
 * `{ $ref: campus.central }` becomes that record's id (the field is left out when that record was). A record that breaks its manifest stops the seed
 * with the file, the record and the codes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { Data, RecordWriter } from "./record-writer.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
export const seedDir = join(root, "manifests/seed");

/**
 * Ids of keyed demo records by "<area>.<key>" (code-made records, e.g. map categories, add theirs);
 * null for a record left out (one that needs an upload, seeded without a data directory): a field
 * pointing at it is left out too.
 */
export type SeedIds = Map<string, number | null>;

const leftOut = Symbol("left out");

/** The areas that have a seed file, by file name (`campus.yaml` -> campus), sorted. */
export function seedAreas(dir = seedDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => basename(name, ".yaml"))
    .sort();
}

/** `{ $ref: area.key }` anywhere in a value becomes the id of that keyed record. */
function resolve(value: unknown, ids: SeedIds): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(v, ids));
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value);
  const [first] = entries;
  if (entries.length === 1 && first?.[0] === "$ref") {
    const id = ids.get(String(first[1]));
    if (id === undefined) throw new Error(`$ref ${String(first[1])} names no keyed demo record before it`);
    return id ?? leftOut;
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, resolve(v, ids)]).filter(([, v]) => v !== leftOut));
}

/** Creates the records of `dir/<area>.yaml` in order; returns how many. */
export async function seedArea(
  records: RecordWriter,
  area: string,
  ids: SeedIds,
  dir = seedDir,
): Promise<number> {
  const file = join(dir, `${area}.yaml`);
  const shown = relative(root, file);
  const document = parse(readFileSync(file, "utf8")) as { records?: unknown } | null;
  if (!Array.isArray(document?.records)) throw new Error(`${shown}: expected a list "records"`);
  for (const [index, item] of document.records.entries()) {
    const { key, ...body } = (item ?? {}) as Data;
    const name = `${shown}, record ${index + 1}${key === undefined ? "" : ` (key ${String(key)})`}`;
    try {
      const id = await records.create(area, resolve(body, ids) as Data);
      if (key !== undefined) {
        if (ids.has(`${area}.${String(key)}`)) throw new Error(`key ${String(key)} is used twice`);
        ids.set(`${area}.${String(key)}`, id);
      }
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return document.records.length;
}
