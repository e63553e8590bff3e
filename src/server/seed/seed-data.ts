/**
 * Demo records written as data: `manifests/seed/<area>.yaml` holds a list `records` of one area's
 * records, each as the body of a POST to `/api/<area>`, created in file order through the same checks
 * as the API's create (record-writer.ts: the generated create schema, then references, unique values,
 * uploads and cross-field rules). A record that breaks its manifest stops the seed with the file, the
 * record and the codes. Besides the fields of the area a record may hold:
 *
 * - `key`: later records point at it with `{ $ref: <area>.<key> }`, which becomes its id (the field is
 *   left out when that record was). Code-made records add their ids too: `room.<key>` (map rooms),
 *   `user.<key>` (app accounts).
 * - `{ $upload: <file name>, kind, pin | chime | asset }` as a field's value: a file made by media.ts
 *   (a map pin in a colour, a chime of notes, a file of assets/) and stored as an upload; without a
 *   data directory the record is left out and counted.
 * - `created_at`: a record another system makes (the app, the parking system), inserted as that
 *   system would, read-only fields included (record-writer's insert).
 * - `screenshot: <console path>`: the record whose edit form the browser tests open for that path
 *   (tests/e2e/support/screens.ts); not written.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { type DemoFile, demoFile, type UploadFile } from "./media.ts";
import type { Data, RecordWriter } from "./record-writer.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
export const seedDir = join(root, "manifests/seed");

/**
 * Ids of keyed demo records by "<area>.<key>"; null for a record left out (one that needs an upload,
 * seeded without a data directory): a field pointing at it is left out too.
 */
export type SeedIds = Map<string, number | null>;

export interface SeedContext {
  records: RecordWriter;
  ids: SeedIds;
  /** stores a demo file and returns the upload field's value; absent without a data directory */
  upload?: (file: UploadFile) => Promise<string>;
}

const leftOut = Symbol("left out");

class NeedsUpload extends Error {}

/** The areas that have a seed file, by file name (`campus.yaml` -> campus), sorted. */
export function seedAreas(dir = seedDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => basename(name, ".yaml"))
    .sort();
}

/** The records of `dir/<area>.yaml`, as written. */
export function seedRecords(area: string, dir = seedDir): Data[] {
  const file = join(dir, `${area}.yaml`);
  const document = parse(readFileSync(file, "utf8")) as { records?: unknown } | null;
  if (!Array.isArray(document?.records))
    throw new Error(`${relative(root, file)}: expected a list "records"`);
  return document.records.map((item) => (item ?? {}) as Data);
}

/** `{ $ref: area.key }` anywhere in a value becomes the id of that keyed record, `{ $upload }` a stored file. */
async function resolve(value: unknown, context: SeedContext): Promise<unknown> {
  if (Array.isArray(value)) {
    const items = [];
    for (const item of value) items.push(await resolve(item, context));
    return items;
  }
  if (value === null || typeof value !== "object") return value;
  if ("$upload" in value) {
    if (!context.upload) throw new NeedsUpload();
    return context.upload(demoFile(value as DemoFile));
  }
  const entries = Object.entries(value);
  const [first] = entries;
  if (entries.length === 1 && first?.[0] === "$ref") {
    const id = context.ids.get(String(first[1]));
    if (id === undefined) throw new Error(`$ref ${String(first[1])} names no keyed demo record before it`);
    return id ?? leftOut;
  }
  const resolved: [string, unknown][] = [];
  for (const [k, v] of entries) resolved.push([k, await resolve(v, context)]);
  return Object.fromEntries(resolved.filter(([, v]) => v !== leftOut));
}

/** Creates the records of `dir/<area>.yaml` in order; returns how many were left out for want of uploads. */
export async function seedArea(context: SeedContext, area: string, dir = seedDir): Promise<number> {
  const shown = relative(root, join(dir, `${area}.yaml`));
  let skipped = 0;
  for (const [index, item] of seedRecords(area, dir).entries()) {
    const { key, created_at, screenshot: _, ...body } = item;
    const name = `${shown}, record ${index + 1}${key === undefined ? "" : ` (key ${String(key)})`}`;
    const keyed = `${area}.${String(key)}`;
    try {
      if (key !== undefined && context.ids.has(keyed)) throw new Error(`key ${String(key)} is used twice`);
      let id: number | null;
      try {
        const data = (await resolve(body, context)) as Data;
        id =
          created_at === undefined
            ? await context.records.create(area, data)
            : await context.records.insert(area, data, String(created_at));
      } catch (error) {
        if (!(error instanceof NeedsUpload)) throw error;
        skipped++;
        id = null;
      }
      if (key !== undefined) context.ids.set(keyed, id);
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return skipped;
}
