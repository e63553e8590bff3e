/** The response envelope of the runtime contract and the language a request asks for. */
import type { FastifyRequest } from "fastify";
import { errorRegistry } from "../../../generated/errors.ts";
import type { Lang } from "../../shared/area-spec.ts";
import type { FieldErrors } from "./api-error.ts";

export interface Envelope<T = unknown> {
  status: "success" | "error";
  data: T;
  message: string | null;
  errors: FieldErrors | null;
}

export function success<T>(data: T, message: string | null = null): Envelope<T> {
  return { status: "success", data, message, errors: null };
}

export function failure(message: string, errors: FieldErrors | null = null): Envelope<null> {
  return { status: "error", data: null, message, errors };
}

/** Polish unless the request prefers English (spec §1: Polish when the language is unknown). */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers["accept-language"];
  const first = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 2).toLowerCase();
  return first === "en" ? "en" : "pl";
}

/** A code's text in `lang`, its {{placeholders}} filled from `values` (1026 names the claim it read). */
export function codeText(code: number, lang: Lang, values: Record<string, string> | null = null): string {
  const text = errorRegistry[String(code)]?.[lang] ?? errorRegistry["9999"]?.[lang] ?? "Unknown server error";
  return values ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole) : text;
}
