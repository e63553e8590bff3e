/**
 * Inserts demo records so that they satisfy their manifests exactly as API-created ones do: the
 * create schema plus the database checks (references, active targets, unique values, uploads, rules)
 * for editable areas; the record schema plus reference checks for read-only fields, which only other
 * systems (the app, the parking system) set. Any breach throws: broken demo data is a bug.
 */
import { quote } from "../../shared/area-columns.ts";
import { checkRecord } from "../areas/area-rules.ts";
import { type AreaRegistry, schemasOf } from "../areas/registry.ts";
import { columnValues, tableOf } from "../areas/table-store.ts";
import { type BodyValidator, bodyValidator } from "../areas/validation.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";

export type Data = Record<string, unknown>;

export interface RecordWriter {
  /**
   * through the area's store, after the checks of a POST; returns the new id. Read-only fields (a
   * sent push's sent_at) are set after it, as the system that owns them does.
   */
  create(area: string, data: Data): Promise<number>;
  /** a record with read-only fields, inserted as its source system would; returns the new id */
  insert(area: string, data: Data, createdAt: string): Promise<number>;
  /** records written per area */
  readonly counts: Record<string, number>;
}

function explain(area: string, data: Data, error: unknown): Error {
  const detail = error instanceof ApiError ? JSON.stringify(error.errors) : String(error);
  return new Error(`demo ${area} record breaks its manifest: ${detail} in ${JSON.stringify(data)}`);
}

export function recordWriter(db: Queryable, registry: AreaRegistry): RecordWriter {
  const counts: Record<string, number> = {};
  const recordValidators = new Map<string, BodyValidator>();
  const count = (area: string) => {
    counts[area] = (counts[area] ?? 0) + 1;
  };

  const recordValidator = (area: string): BodyValidator => {
    let validate = recordValidators.get(area);
    if (!validate) {
      validate = bodyValidator(schemasOf(area).record, registry.get(area).spec.fields);
      recordValidators.set(area, validate);
    }
    return validate;
  };

  return {
    counts,
    async create(area, data) {
      const { spec, store, validateCreate } = registry.get(area);
      const isLater = (name: string) => spec.fields.some((f) => f.readOnly && f.name === name);
      const body = Object.fromEntries(Object.entries(data).filter(([name]) => !isLater(name)));
      const later = Object.fromEntries(Object.entries(data).filter(([name]) => isLater(name)));
      let clean: Data;
      try {
        clean = validateCreate(body);
        await checkRecord(db, registry, spec, clean, null);
        const now = new Date().toISOString();
        recordValidator(area)({ ...clean, ...later, id: 1, created_at: now, updated_at: now, version: 1 });
      } catch (error) {
        throw explain(area, data, error);
      }
      const row = await store.create(db, spec, clean);
      const set = columnValues(spec, later);
      if (set.length)
        await db.query(
          `UPDATE ${tableOf(spec)} SET ${set.map(([name], i) => `${quote(name)} = $${i + 2}`).join(", ")} WHERE id = $1`,
          [row.id, ...set.map(([, value]) => value)],
        );
      count(area);
      return row.id;
    },
    async insert(area, data, createdAt) {
      const { spec } = registry.get(area);
      try {
        recordValidator(area)({ ...data, id: 1, created_at: createdAt, updated_at: createdAt, version: 1 });
        for (const field of spec.fields) {
          const value = data[field.name];
          if (!field.ref || value === null || value === undefined) continue;
          const target = registry.get(field.ref);
          if (!(await target.store.get(db, target.spec, Number(value))))
            throw new Error(`${field.name} ${String(value)} names no ${field.ref}`);
        }
      } catch (error) {
        throw explain(area, data, error);
      }
      const values = columnValues(spec, data);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO ${tableOf(spec)} (${[...values.map(([n]) => quote(n)), "created_at", "updated_at"].join(", ")})
         VALUES (${values.map((_, i) => `$${i + 1}`).join(", ")}${values.length ? ", " : ""}$${values.length + 1}, $${values.length + 1})
         RETURNING id`,
        [...values.map(([, v]) => v), createdAt],
      );
      if (!row) throw new Error("insert returned nothing");
      count(area);
      return row.id;
    },
  };
}
