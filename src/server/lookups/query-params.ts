/**
 * Query parameters of the lookup calls. Fastify's schema errors name only "querystring", so values are
 * checked here and refused with 9006 on the parameter itself. An empty value counts as absent: the
 * console sends `?with=` when a form has no current value.
 */

import type { FastifyRequest } from "fastify";
import type { Lang } from "../../shared/area-spec.ts";
import { recordId } from "../../shared/record-id.ts";
import { ApiError } from "../http/api-error.ts";
import { requestLang } from "../http/envelope.ts";

export type Query = Record<string, unknown>;

const invalid = (field: string) => ApiError.code(9006, field);

/** `lang` when given (pl or en), otherwise the Accept-Language of the request. */
export function queryLang(request: FastifyRequest): Lang {
  const raw = (request.query as Query).lang;
  if (raw === undefined || raw === "") return requestLang(request);
  if (raw === "pl" || raw === "en") return raw;
  throw invalid("lang");
}

export function positiveId(query: Query, field: string): number | null {
  const raw = query[field];
  if (raw === undefined || raw === "") return null;
  const id = recordId(raw);
  if (id === null) throw invalid(field);
  return id;
}

export function text(query: Query, field: string, maxLength = 255): string | null {
  const raw = query[field];
  if (raw === undefined) return null;
  if (typeof raw !== "string" || raw.length > maxLength) throw invalid(field);
  return raw.trim() || null;
}

export function oneOf<T extends string>(query: Query, field: string, allowed: readonly T[]): T | null {
  const raw = query[field];
  if (raw === undefined || raw === "") return null;
  if (!allowed.includes(raw as T)) throw invalid(field);
  return raw as T;
}

/** A comma-separated list of positive ids (`ids=3,5,8`), each at most once, at most `limit` of them. */
export function idList(query: Query, field: string, limit: number): number[] {
  const raw = query[field];
  if (raw === undefined || raw === "") return [];
  const each = typeof raw === "string" ? raw.split(",").map(recordId) : [null];
  if (each.includes(null)) throw invalid(field);
  const ids = [...new Set(each as number[])];
  if (ids.length > limit) throw invalid(field);
  return ids;
}
