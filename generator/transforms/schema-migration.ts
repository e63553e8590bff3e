/**
 * The migration a manifest change needs: the schema model of the manifests against the committed
 * snapshot of the model the last generated migration produced (generated/schema-model.json). When
 * they differ, a new numbered migration (src/server/db/migrations/NNN_schema_<tables>.sql, headed as
 * generated) and the new snapshot; when they agree, the snapshot as it is and no migration.
 */
import { headerText, jsonWithHeader } from "../header.ts";
import type { LoadedArea } from "../manifest-types.ts";
import { type SchemaHints, schemaChanges } from "./schema-ddl.ts";
import type { SchemaModel } from "./schema-model.ts";

export const snapshotPath = "generated/schema-model.json";
export const migrationsDir = "src/server/db/migrations";
const writer = "generator/transforms/schema-migration.ts";
const sources = ["manifests/areas/*.yaml"];

export interface SchemaSnapshot extends SchemaModel {
  /** the migration that produced this model */
  migration: string | null;
}

/** The column names of a manifest field: a translated one is stored as <name>_pl and <name>_en. */
const columnNames = (name: string, translated: boolean | undefined) =>
  translated ? [`${name}_pl`, `${name}_en`] : [name];

/** Renames and allowed drops, as the area manifests say them (`renamedFrom`, `dropFields`). */
export function schemaHints(areas: LoadedArea[]): SchemaHints {
  const hints: Required<SchemaHints> = { renamedTables: {}, renamedColumns: {}, droppedColumns: {} };
  for (const { manifest } of areas) {
    const table = manifest.area;
    if (manifest.renamedFrom) hints.renamedTables[table] = manifest.renamedFrom;
    if (manifest.dropFields?.length) hints.droppedColumns[table] = [...manifest.dropFields];
    for (const [name, field] of Object.entries(manifest.fields ?? {})) {
      if (!field.renamedFrom) continue;
      const now = columnNames(name, field.translated);
      const was = columnNames(field.renamedFrom, field.translated);
      hints.renamedColumns[table] = {
        ...hints.renamedColumns[table],
        ...Object.fromEntries(now.map((n, i) => [n, was[i] as string])),
      };
    }
  }
  return hints;
}

/** The next free number after the migrations there are, three digits. */
export function nextMigrationNumber(existing: string[]): string {
  const numbers = existing.map((name) => Number(/^(\d{3})_/.exec(name)?.[1] ?? 0));
  return String(Math.max(0, ...numbers) + 1).padStart(3, "0");
}

/** The tables a migration touches, for its file name. */
function changedTables(before: SchemaModel, after: SchemaModel): string[] {
  const old = new Map(before.tables.map((t) => [t.name, JSON.stringify(t)]));
  return after.tables.filter((t) => old.get(t.name) !== JSON.stringify(t)).map((t) => t.name);
}

export function migrationName(number: string, before: SchemaModel, after: SchemaModel): string {
  const tables = changedTables(before, after);
  const slug = before.tables.length === 0 ? "tables" : tables.join("_").slice(0, 40).replace(/_$/, "");
  return `${number}_schema_${slug || "change"}.sql`;
}

export function migrationText(statements: string[]): string {
  return `-- ${headerText(sources, writer)}\n${statements.map((s) => `${s};\n`).join("")}`;
}

const sameModel = (a: SchemaModel, b: SchemaModel) => JSON.stringify(a.tables) === JSON.stringify(b.tables);

/**
 * The files for `model`: the snapshot and, when the model changed since `previous`, the migration.
 * Throws SchemaChangeRefused when the change would lose data the manifests did not give up.
 */
export function schemaOutputs(
  model: SchemaModel,
  previous: SchemaSnapshot | undefined,
  existingMigrations: string[],
  hints: SchemaHints,
): Map<string, string> {
  const before: SchemaSnapshot = previous ?? { migration: null, tables: [] };
  const out = new Map<string, string>();
  let migration = before.migration;
  if (!sameModel(before, model)) {
    const statements = schemaChanges(before, model, hints);
    migration = migrationName(nextMigrationNumber(existingMigrations), before, model);
    out.set(`${migrationsDir}/${migration}`, migrationText(statements));
  }
  out.set(snapshotPath, jsonWithHeader(sources, writer, { migration, tables: model.tables }));
  return out;
}
