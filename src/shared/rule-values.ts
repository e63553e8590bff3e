/**
 * The cross-field rules that need only the record's own values (equal, anyRequired, requiredWhen,
 * ordered): which fields each broken rule marks. maxActive needs the other records, so the server
 * checks it with the database.
 */
import type { RuleSpec } from "./area-spec.ts";

const isSet = (v: unknown) => v !== null && v !== undefined && v !== "";

/** The fields a rule marks as broken in `data` (none when it holds or needs the database). */
export function brokenRuleFields(rule: RuleSpec, data: Record<string, unknown>): string[] {
  const last = rule.fields.at(-1) ?? "general";
  switch (rule.kind) {
    case "equal":
      return rule.fields.some((f) => data[f] !== data[rule.fields[0] ?? ""]) ? [last] : [];
    case "anyRequired":
      return rule.fields.some((f) => isSet(data[f])) ? [] : rule.fields;
    case "requiredWhen": {
      const applies = Object.entries(rule.when ?? {}).every(([f, v]) => data[f] === v);
      return applies ? rule.fields.filter((f) => !isSet(data[f])) : [];
    }
    case "ordered": {
      // Each set value must not be below the one before it (dates compare as ISO text).
      const values = rule.fields.map((f) => data[f]).filter(isSet) as (string | number)[];
      return values.some((v, i) => i > 0 && (values[i - 1] as string | number) > v) ? [last] : [];
    }
    case "maxActive":
      return [];
  }
}

/** Every broken value rule as a field and its code. */
export function checkRuleValues(
  rules: RuleSpec[],
  data: Record<string, unknown>,
): { field: string; code: number }[] {
  return rules.flatMap((rule) => brokenRuleFields(rule, data).map((field) => ({ field, code: rule.code })));
}
