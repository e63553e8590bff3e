/**
 * Client checks of the password screens not yet on generated forms (one's own password, a reset), with
 * the messages of spec §5. Bounds come from the manifests (generated/areas.ts) so the client refuses
 * what the server would refuse, before sending.
 */
import { areas } from "../../../generated/areas.ts";
import type { FieldErrors } from "../api/failures.ts";

/** A message to show under a field: an i18n key with its values. */
export interface Problem {
  key: string;
  values?: Record<string, unknown>;
}

export type Problems<F extends string> = Partial<Record<F, Problem>>;

interface Bounds {
  required: boolean;
  min?: number;
  max?: number;
}

function bounds(field: { required: boolean; min?: number; max?: number } | undefined, where: string): Bounds {
  if (!field) throw new Error(`generated/areas.ts has no field ${where}`);
  return { required: field.required, min: field.min, max: field.max };
}

/** Bounds of a field of an area's command body (e.g. rating.respond.title). */
export function commandField(area: string, command: string, name: string): Bounds {
  const spec = areas.find((a) => a.area === area)?.commands.find((c) => c.name === command);
  return bounds(
    spec?.fields.find((f) => f.name === name),
    `${area}.${command}.${name}`,
  );
}

/** Spec §5 password rule: an upper-case letter, a lower-case letter, a digit, and the manifest's length. */
export function passwordProblem(value: string, rule: Bounds): Problem | undefined {
  if (!value) return { key: "special.validation.required" };
  const weak =
    (rule.min !== undefined && value.length < rule.min) ||
    !/[a-z]/.test(value) ||
    !/[A-Z]/.test(value) ||
    !/[0-9]/.test(value);
  if (weak) return { key: "special.validation.passwordRule", values: { min: rule.min } };
  if (rule.max !== undefined && value.length > rule.max)
    return { key: "special.validation.max", values: { max: rule.max } };
  return undefined;
}

/** A new password and its confirmation: the rule above, then the two must match. */
export function newPasswordProblems(
  password: string,
  confirmation: string,
  rule: Bounds,
): Problems<"password" | "password_confirmation"> {
  return {
    password: passwordProblem(password, rule),
    password_confirmation: !confirmation
      ? { key: "special.validation.required" }
      : confirmation !== password
        ? { key: "special.validation.passwordsMatch" }
        : undefined,
  };
}

/** Keeps only the fields that have a problem (an empty object means the form may be sent). */
export function compact<F extends string>(problems: Problems<F>): Problems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p)) as Problems<F>;
}

/** The server's field errors (already shown as toasts) as messages under the same fields. */
export function serverProblems<F extends string>(errors: FieldErrors, fields: readonly F[]): Problems<F> {
  const problems: Problems<F> = {};
  for (const field of fields) {
    const code = errors[field]?.[0];
    if (code !== undefined) problems[field] = { key: `errors.${code}` };
  }
  return problems;
}
