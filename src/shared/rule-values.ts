/**
 * The one engine of the cross-field rules that need only the record's own values (equal,
 * anyRequired, requiredWhen, ordered), used by the server (area-rules.ts, the map's properties) and
 * the console (form-validation.ts): which fields each broken rule marks, and against which other
 * field. maxActive needs the other records, so the server checks it with the database.
 *
 * "Set" is what a user means by it: null, undefined, a blank string (empty or only whitespace) and
 * an empty list are not set. Two values that are both not set are equal.
 */
import type { RuleSpec } from "./area-spec.ts";

/** Whether a value counts as given: not null or undefined, not a blank string, not an empty list. */
export function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Whether a rule's `when` (a requiredWhen's condition) holds for these values; no `when` always holds. */
export function ruleApplies(rule: RuleSpec, data: Record<string, unknown>): boolean {
  return Object.entries(rule.when ?? {}).every(([f, value]) => data[f] === value);
}

/** One field a broken rule marks; `against` names the field it was compared with (equal, ordered). */
export interface RuleViolation {
  field: string;
  against?: string;
}

const same = (a: unknown, b: unknown) => (!isSet(a) && !isSet(b)) || a === b;

/** The fields a rule marks as broken in `data` (none when it holds or needs the database). */
export function ruleViolations(rule: RuleSpec, data: Record<string, unknown>): RuleViolation[] {
  const [first, ...rest] = rule.fields;
  if (first === undefined) return [];
  switch (rule.kind) {
    case "equal":
      // Each later field must repeat the first (a password's confirmation).
      return rest.filter((f) => !same(data[f], data[first])).map((field) => ({ field, against: first }));
    case "anyRequired":
      return rule.fields.some((f) => isSet(data[f])) ? [] : rule.fields.map((field) => ({ field }));
    case "requiredWhen":
      return ruleApplies(rule, data)
        ? rule.fields.filter((f) => !isSet(data[f])).map((field) => ({ field }))
        : [];
    case "ordered": {
      // Each set value must not be below the set one before it.
      const violations: RuleViolation[] = [];
      let before: string | undefined;
      for (const f of rule.fields) {
        if (!isSet(data[f])) continue;
        if (before !== undefined && orderedValue(data[before]) > orderedValue(data[f]))
          violations.push({ field: f, against: before });
        before = f;
      }
      return violations;
    }
    case "maxActive":
      return [];
  }
}

/**
 * A value as it is ordered: a date-time by its moment (its text would put 10:00+01:00 after 09:30Z),
 * a date (YYYY-MM-DD) or a number as it is.
 */
function orderedValue(value: unknown): string | number {
  if (typeof value === "string" && value.includes("T")) {
    const moment = Date.parse(value);
    if (!Number.isNaN(moment)) return moment;
  }
  return value as string | number;
}

/** The fields a rule marks as broken in `data`. */
export function brokenRuleFields(rule: RuleSpec, data: Record<string, unknown>): string[] {
  return ruleViolations(rule, data).map((v) => v.field);
}

/** Every broken value rule as a field and its code. */
export function checkRuleValues(
  rules: RuleSpec[],
  data: Record<string, unknown>,
): { field: string; code: number }[] {
  return rules.flatMap((rule) => brokenRuleFields(rule, data).map((field) => ({ field, code: rule.code })));
}
