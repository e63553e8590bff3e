/**
 * Client checks of the public password reset page, which is not a generated form: the server's own
 * rule (src/shared/password-rule.ts), so the page refuses what the server would refuse, before
 * sending, with the server's codes and so the same words.
 */
import { newPasswordProblems } from "../../../shared/password-rule.ts";
import type { FieldErrors } from "../../api/failures.ts";

/** A message to show under a field: an i18n key with its values. */
export interface Problem {
  key: string;
  values?: Record<string, unknown>;
}

export type Problems<F extends string> = Partial<Record<F, Problem>>;

/** The shared rule's codes for a new password typed twice (src/shared/password-rule.ts), as messages. */
export function newPasswordMessages(
  password: string,
  confirmation: string,
): Problems<"password" | "password_confirmation"> {
  const codes = newPasswordProblems(password, confirmation);
  const message = (field: number[] | undefined) => field && { key: `errors.${field[0]}` };
  return compact({
    password: message(codes.password),
    password_confirmation: message(codes.password_confirmation),
  });
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
