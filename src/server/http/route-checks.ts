/**
 * Schema-first routes with the API's own refusals. A route declares the JSON Schemas of its body,
 * query and path, so Fastify checks them before the handler runs and hands the handler the cleaned
 * values; each schema comes with the check that enforces it and words a failure in the manifests'
 * codes. Fastify's own Ajv would refuse with its own texts naming only "body" or "querystring".
 */
import type { FastifySchema, FastifySchemaCompiler, preHandlerAsyncHookHandler } from "fastify";

/** The cleaned value, or an ApiError thrown with the codes of what is wrong. */
export type RequestCheck = (value: unknown) => unknown;

export interface CheckedPart {
  schema: object;
  check: RequestCheck;
}

export interface RequestParts {
  body?: CheckedPart;
  querystring?: CheckedPart;
  params?: CheckedPart;
}

/**
 * A route's `schema` and the `validatorCompiler` that runs each part's check. Routes that a role
 * guards take `guardedRoute` instead; this is for the signed-out calls (sign-in, password reset) and
 * for those guarded before their large bodies are read (onRequest).
 */
export function checkedRequest(parts: RequestParts): {
  schema: FastifySchema;
  validatorCompiler: FastifySchemaCompiler<unknown>;
} {
  const named = Object.entries(parts) as [keyof RequestParts, CheckedPart][];
  return {
    schema: Object.fromEntries(named.map(([part, { schema }]) => [part, schema])),
    validatorCompiler: ({ httpPart }) => {
      const check = named.find(([part]) => part === httpPart)?.[1].check;
      if (!check) throw new Error(`no check for the request's ${httpPart}`);
      // Fastify reads a returned error as the refusal and passes it on to the error handler as it is;
      // one thrown here would escape its hook runner and end the process, so a fault is returned too
      // (the error handler answers it 500 and logs it).
      return (value) => {
        try {
          return { value: check(value) };
        } catch (error) {
          return { error: error instanceof Error ? error : new Error(String(error)) };
        }
      };
    },
  };
}

/**
 * A route's options: `guard` first, so that a caller without the role learns nothing of what it
 * sent, then the request parts checked by their schemas before the handler.
 */
export const guardedRoute = (guard: preHandlerAsyncHookHandler, parts: RequestParts) => ({
  preValidation: guard,
  ...checkedRequest(parts),
});
