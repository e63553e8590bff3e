/**
 * Query parameters, each a JSON Schema for the route (route-checks.ts) with the reading that enforces
 * it. Fastify's own schema errors would name only "querystring", so a value is refused here on the
 * parameter itself (9006 unless the call has a code of its own), every bad parameter at once. An
 * empty value counts as absent: the console sends `?with=` when a form has no current value. A
 * repeated parameter is refused.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Lang } from "../../shared/area-spec.ts";
import { recordId, recordIdListPattern, recordIdPattern } from "../../shared/record-id.ts";
import { ApiError, type FieldErrors } from "./api-error.ts";
import { requestLang } from "./envelope.ts";
import { type CheckedPart, guardedRoute } from "./route-checks.ts";

export interface QueryParam<T> {
  schema: object;
  /** the value of a given parameter (a repeated one comes as a list); throws ApiError for a bad one */
  read(raw: unknown, name: string): T;
  /** the value when the parameter is absent or empty; throws ApiError for a required one */
  absent(name: string): T;
  required?: boolean;
  /** an empty value is read (and so refused) rather than taken as absent */
  readsEmpty?: boolean;
}

const none = () => null;

const invalid = (name: string) => ApiError.code(9006, name);
const orEmpty = (pattern: string) => `^$|${pattern}`;

/** `pl` or `en` (absent: the Accept-Language of the request, by `langOf`). */
export const langParam: QueryParam<Lang | null> = {
  schema: { type: "string", enum: ["", "pl", "en"] },
  read: (raw, name) => {
    if (raw === "pl" || raw === "en") return raw;
    throw invalid(name);
  },
  absent: none,
};

/** A record id (`code` when it is not one). */
export function idParam(code = 9006): QueryParam<number | null> {
  return {
    schema: { type: "string", pattern: orEmpty(recordIdPattern) },
    read: (raw, name) => {
      const id = recordId(raw);
      if (id === null) throw ApiError.code(code, name);
      return id;
    },
    absent: none,
  };
}

/** A record id that must be given (`code` when it is missing or not an id). */
export const requiredIdParam = (code: number) => requiredParam(idParam(code), code);

/** "true" or "false" (`code` otherwise); absent is false. */
export function flagParam(code = 9006): QueryParam<boolean> {
  return {
    schema: { type: "string", enum: ["", "true", "false"] },
    read: (raw, name) => {
      if (raw === "true" || raw === "false") return raw === "true";
      throw ApiError.code(code, name);
    },
    absent: () => false,
  };
}

/** Text of at most `maxLength` characters, trimmed; blank reads as absent. */
export function textParam(maxLength = 255): QueryParam<string | null> {
  return {
    schema: { type: "string", maxLength },
    read: (raw, name) => {
      if (typeof raw !== "string" || raw.length > maxLength) throw invalid(name);
      return raw.trim() || null;
    },
    absent: none,
  };
}

/** Text matching `pattern` and passing `check` (`code` otherwise), as given. */
export function patternParam(
  pattern: RegExp,
  check: (raw: string) => boolean = () => true,
  code = 9006,
): QueryParam<string | null> {
  return {
    schema: { type: "string", pattern: pattern.source },
    read: (raw, name) => {
      if (typeof raw !== "string" || !pattern.test(raw) || !check(raw)) throw ApiError.code(code, name);
      return raw;
    },
    absent: none,
  };
}

/** One of `allowed` (`code` otherwise). */
export function oneOfParam<T extends string>(allowed: readonly T[], code = 9006): QueryParam<T | null> {
  return {
    schema: { type: "string", enum: ["", ...allowed] },
    read: (raw, name) => {
      if (!allowed.includes(raw as T)) throw ApiError.code(code, name);
      return raw as T;
    },
    absent: none,
  };
}

/**
 * A comma-separated list of record ids (`ids=3,5,8`), each kept once, at most `limit` of them (`code`
 * otherwise).
 */
export function idListParam(limit: number, code = 9006): QueryParam<number[]> {
  return {
    schema: { type: "string", pattern: orEmpty(recordIdListPattern) },
    read: (raw, name) => {
      if (typeof raw !== "string") throw ApiError.code(code, name);
      const each = raw.split(",").map(recordId);
      if (each.includes(null)) throw ApiError.code(code, name);
      const ids = [...new Set(each as number[])];
      if (ids.length > limit) throw ApiError.code(code, name);
      return ids;
    },
    absent: () => [],
  };
}

/** `param`, which must be given: `code` when it is absent or empty. */
export function requiredParam<T>(param: QueryParam<T>, code: number): QueryParam<Exclude<T, null>> {
  return {
    ...param,
    read: (raw, name) => param.read(raw, name) as Exclude<T, null>,
    absent: (name) => {
      throw ApiError.code(code, name);
    },
    required: true,
  };
}

type Params = Record<string, QueryParam<unknown>>;

/** The values a query of `P` hands the handler. */
export type QueryValues<P extends Params> = { [K in keyof P]: ReturnType<P[K]["read"] | P[K]["absent"]> };

/** The querystring part of a route taking the parameters `params`; any other parameter is ignored. */
export function checkedQuery<P extends Params>(params: P): CheckedPart {
  return {
    schema: {
      type: "object",
      properties: Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.schema])),
      required: Object.entries(params)
        .filter(([, param]) => param.required)
        .map(([name]) => name),
    },
    check: (raw) => {
      const query = (raw ?? {}) as Record<string, unknown>;
      const values: Record<string, unknown> = {};
      const errors: FieldErrors = {};
      for (const [name, param] of Object.entries(params)) {
        const value = query[name];
        try {
          const absent = value === undefined || (value === "" && !param.readsEmpty);
          values[name] = absent ? param.absent(name) : param.read(value, name);
        } catch (error) {
          if (!(error instanceof ApiError) || !error.errors) throw error;
          Object.assign(errors, error.errors);
        }
      }
      if (Object.keys(errors).length) throw ApiError.fields(errors);
      return values;
    },
  };
}

/** A route's options: `guard` first, then the query checked by `params`. */
export const guardedQuery = (guard: preHandlerAsyncHookHandler, params: Params) =>
  guardedRoute(guard, { querystring: checkedQuery(params) });

/** The checked query of a route declared with `params`. */
export const queryOf = <P extends Params>(request: FastifyRequest, _params: P) =>
  request.query as QueryValues<P>;

/** The language asked for by `lang`, else by the request's Accept-Language. */
export const langOf = (request: FastifyRequest, lang: Lang | null): Lang => lang ?? requestLang(request);
