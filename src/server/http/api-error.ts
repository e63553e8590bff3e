/** A refusal answered with the envelope: numeric codes per field, HTTP status from the error registry. */
import { authMessages, errorRegistry } from "../../../generated/errors.ts";

export type FieldErrors = Record<string, number[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | null;
  /** a fixed message (the 401 and 403 texts of the runtime contract); otherwise the first code's text */
  readonly fixedMessage: string | null;
  /** values the first code's text names ({{claim}}), filled in by the error handler */
  values: Record<string, string> | null = null;
  /** a refusal for now only (429): when the caller may try again, sent as Retry-After */
  retryAfterSeconds: number | null = null;

  constructor(status: number, errors: FieldErrors | null, fixedMessage: string | null = null) {
    super(fixedMessage ?? `API error ${JSON.stringify(errors)}`);
    this.status = status;
    this.errors = errors;
    this.fixedMessage = fixedMessage;
  }

  /** One code on one field that holds for `seconds` more (a limit reached): answered with Retry-After. */
  static untilLater(code: number, field: string, seconds: number): ApiError {
    const error = ApiError.code(code, field);
    error.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return error;
  }

  /** One code on one field; the status comes from the code's registry entry. */
  static code(code: number, field = "general", values: Record<string, string> | null = null): ApiError {
    const error = new ApiError(statusOf(code), { [field]: [code] });
    error.values = values;
    return error;
  }

  /** Several field errors; the status is that of the first code (422 for validation). */
  static fields(errors: FieldErrors): ApiError {
    const first = Object.values(errors)[0]?.[0];
    return new ApiError(first === undefined ? 422 : statusOf(first), errors);
  }
}

export function statusOf(code: number): number {
  return errorRegistry[String(code)]?.status ?? 422;
}

export const unauthenticated = () => new ApiError(401, null, authMessages.unauthenticated);
export const forbidden = () => new ApiError(403, null, authMessages.forbidden);
