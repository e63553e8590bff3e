/**
 * The one place that handles a failed call (spec §8): 'Unauthenticated.' logs out, forbidden goes to
 * /403, an aborted request shows nothing, field errors each become an error toast (translated where a
 * key exists), a 413 without them (a proxy's body limit) says so, anything else the generic message. Callers get a Failure to map field errors back.
 */
import { authMessages } from "../../../generated/errors.ts";
import { codeText, i18n } from "../i18n/i18n.ts";
import { go } from "../state/navigation.ts";
import { notify } from "../state/notices.ts";
import { clearSession } from "../state/session.ts";

export type FieldErrors = Record<string, number[]>;

export interface Envelope<T> {
  status: "success" | "error";
  data: T;
  message: string | null;
  errors: FieldErrors | null;
}

export class Failure extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly aborted: boolean;
  /** what a refusal's text names (1026: the claim read, the scopes asked for), for the console's own text */
  values: Record<string, string> = {};

  constructor(status: number, message: string, errors: FieldErrors = {}, aborted = false) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.aborted = aborted;
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Shows what spec §8 says for this failure and returns it as a Failure. */
export function handleFailure(status: number, body: Partial<Envelope<unknown>> | undefined): Failure {
  const message = body?.message ?? "";
  const errors = body?.errors ?? {};
  if (status === 401 && message === authMessages.unauthenticated) {
    clearSession();
    go("/signin");
  } else if (status === 403 && message === authMessages.forbidden) {
    go("/403");
  } else if (Object.keys(errors).length) {
    for (const codes of Object.values(errors)) for (const code of codes) notify("error", codeText(code));
  } else if (status === 413) {
    // Not the API's answer (it refuses a large upload in the envelope, with a code): a proxy's limit.
    notify("error", i18n.t("messages.tooLargeForProxy"));
  } else {
    notify("error", i18n.t("messages.serverError"));
  }
  return new Failure(status, message, errors);
}

/**
 * Awaits an openapi-fetch call and returns the envelope's data, or throws a Failure after handling it.
 * An aborted request throws a silent Failure, and so does any failure of a `quiet` call (work in the
 * background that the user did not ask for and that is done again when they do).
 */
export async function unwrap<T>(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<{ data: T; message: string | null }> {
  let result: { data?: unknown; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    if (isAbort(error)) throw new Failure(0, "aborted", {}, true);
    if (!quiet) notify("error", i18n.t("messages.serverError"));
    throw new Failure(0, String(error));
  }
  const body = (result.data ?? result.error) as Partial<Envelope<T>> | undefined;
  if (result.response.ok && body?.status === "success")
    return { data: body.data as T, message: body.message ?? null };
  if (quiet) {
    const failure = new Failure(result.response.status, body?.message ?? "", body?.errors ?? {});
    if (body?.data && typeof body.data === "object") failure.values = body.data as Record<string, string>;
    throw failure;
  }
  throw handleFailure(result.response.status, body);
}
