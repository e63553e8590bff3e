/**
 * The checks of a manifest that need the database: references, "must be active", unique values,
 * uploaded files, cross-field rules, delete/deactivate while in use and locked records.
 */
import { type AreaSpec, activeWhenOf, type FieldSpec, type RuleSpec } from "../../shared/area-spec.ts";
import { lockOn } from "../../shared/record-locks.ts";
import { brokenRuleFields, isSet } from "../../shared/rule-values.ts";
import type { Queryable } from "../db/database.ts";
import type { Row } from "../db/record-store.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import type { AreaRegistry } from "./registry.ts";
import { addCode, inFieldOrder } from "./validation.ts";

export function isActive(area: AreaSpec, record: Record<string, unknown>): boolean {
  const when = activeWhenOf(area);
  return Object.entries(when).every(([field, value]) => record[field] === value);
}

async function checkField(
  db: Queryable,
  registry: AreaRegistry,
  area: AreaSpec,
  field: FieldSpec,
  value: unknown,
  selfId: number | undefined,
  errors: FieldErrors,
) {
  if (!isSet(value)) return;
  if (field.ref) {
    const target = registry.get(field.ref);
    // FOR SHARE: the target cannot be deleted or switched off until this write ends (its delete and
    // update lock it FOR UPDATE first), so a reference checked here still holds at commit.
    const row = await target.store.get(db, target.spec, Number(value), "share");
    if (!row) addCode(errors, field.name, field.codes.ref ?? 9006);
    else if (field.mustBeActive && !isActive(target.spec, row))
      addCode(errors, field.name, field.codes.inactive ?? 9006);
  }
  if (field.lookup === "rooms" || field.lookup === "geo_basic") {
    const type = field.lookup === "rooms" ? "room" : null;
    const rows = await db.query(
      "SELECT 1 FROM map_feature WHERE id = $1 AND ($2::text IS NULL OR type = $2)",
      [value, type],
    );
    if (!rows.length) addCode(errors, field.name, field.codes.ref ?? 9006);
  }
  if (field.upload) {
    const name = String(value).split("/").pop();
    const rows = await db.query("SELECT 1 FROM upload WHERE name = $1 AND kind = $2", [name, field.upload]);
    if (!rows.length) addCode(errors, field.name, field.codes.format ?? 9006);
  }
  if (field.unique) {
    const self = registry.get(area.area);
    if ((await self.store.countWhere(db, area, { [field.name]: value }, selfId)) > 0) {
      addCode(errors, field.name, field.codes.unique ?? 9006);
    }
  }
}

async function checkRule(
  db: Queryable,
  registry: AreaRegistry,
  area: AreaSpec,
  rule: RuleSpec,
  data: Record<string, unknown>,
  selfId: number | undefined,
  errors: FieldErrors,
) {
  for (const field of brokenRuleFields(rule, data)) addCode(errors, field, rule.code);
  if (rule.kind !== "maxActive" || !isActive(area, data)) return;
  const group = Object.fromEntries(rule.fields.map((f) => [f, data[f]]));
  // Writes to one group (e.g. buttons of one language and place) take turns until their transaction
  // ends, so two of them cannot both see room for one more; other groups and areas are not held up.
  await db.query("SELECT pg_advisory_xact_lock(hashtext($1))", [
    `${area.viewOf ?? area.area}:${rule.kind}:${JSON.stringify(group)}`,
  ]);
  const match = { ...activeWhenOf(area), ...group };
  const count = await registry.get(area.area).store.countWhere(db, area, match, selfId);
  if (count >= (rule.limit ?? 1)) addCode(errors, rule.fields[0] ?? "general", rule.code);
}

/** Throws ApiError with every broken rule of a create (selfId undefined) or update. */
export async function checkRecord(
  db: Queryable,
  registry: AreaRegistry,
  area: AreaSpec,
  data: Record<string, unknown>,
  previous: Row | null,
  fields: FieldSpec[] = area.fields,
  rules: RuleSpec[] = area.rules,
): Promise<void> {
  const errors: FieldErrors = {};
  const selfId = previous?.id;
  for (const field of fields) {
    if (!field.readOnly && field.name in data)
      await checkField(db, registry, area, field, data[field.name], selfId, errors);
  }
  for (const rule of rules)
    await checkRule(db, registry, area, rule, { ...previous, ...data }, selfId, errors);
  if (
    previous &&
    area.codes.inactiveInUse &&
    isActive(area, previous) &&
    !isActive(area, { ...previous, ...data })
  ) {
    if (await usedBy(db, registry, area, previous.id, true))
      addCode(errors, Object.keys(activeWhenOf(area))[0] ?? "status", area.codes.inactiveInUse);
  }
  if (Object.keys(errors).length) throw ApiError.fields(inFieldOrder(errors, fields));
}

/** Whether records of other areas refer to this one (only through "must be active" fields when asked). */
export async function usedBy(
  db: Queryable,
  registry: AreaRegistry,
  area: AreaSpec,
  id: number,
  activeRuleOnly = false,
): Promise<boolean> {
  for (const { area: other, field } of registry.referencesTo(area.area)) {
    if (activeRuleOnly && !field.mustBeActive) continue;
    if ((await other.store.countWhere(db, other.spec, { [field.name]: id })) > 0) return true;
  }
  return false;
}

export function checkNotLocked(area: AreaSpec, record: Row, action: "update" | "delete"): void {
  const lock = lockOn(area, record, action);
  if (lock) throw ApiError.code(lock.code, lock.field);
}
