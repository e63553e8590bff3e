/**
 * The field values a bulk activate or deactivate writes (POST /api/<area>/bulk): the area's activeWhen
 * (by default an active status) and its opposite: a boolean negated, an enum's one other value.
 */
import { type AreaSpec, activeWhenOf } from "./area-spec.ts";

export function activeValues(area: Pick<AreaSpec, "activeWhen">): Record<string, string | boolean> {
  return activeWhenOf(area);
}

/** null when the opposite is not one value (an enum of more than two values): no bulk deactivate then. */
export function inactiveValues(
  area: Pick<AreaSpec, "activeWhen" | "fields">,
): Record<string, string | boolean> | null {
  const values: Record<string, string | boolean> = {};
  for (const [name, active] of Object.entries(activeWhenOf(area))) {
    if (typeof active === "boolean") {
      values[name] = !active;
      continue;
    }
    const others = area.fields.find((f) => f.name === name)?.values?.filter((v) => v !== active) ?? [];
    if (others.length !== 1 || others[0] === undefined) return null;
    values[name] = others[0];
  }
  return values;
}
