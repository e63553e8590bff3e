/** Turns every failure into the envelope: ApiError as it says, Fastify's own errors by code, the rest 500/9999. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "../../shared/area-spec.ts";
import { DatabaseUnavailable } from "../db/database.ts";
import { ApiError } from "./api-error.ts";
import { codeText, failure, requestLang } from "./envelope.ts";

function fromFastify(error: FastifyError): ApiError | null {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return ApiError.code(9001, "body");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return ApiError.code(9008, "body");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return ApiError.code(9001, "body");
    // The console's files: a path that climbs out of the folder or holds a NUL names no file there.
    case "FST_STATIC_FORBIDDEN_PATH":
      return ApiError.code(9004, "url");
    default:
      return error.validation ? ApiError.code(9006, error.validationContext ?? "general") : null;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof DatabaseUnavailable) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send(failure(codeText(9010, lang), { general: [9010] }));
    }
    const apiError = error instanceof ApiError ? error : fromFastify(error);
    if (!apiError) {
      request.log.error({ err: error }, "unhandled error");
      return reply.status(500).send(failure(codeText(9999, lang), { general: [9999] }));
    }
    return sendRefusal(reply, apiError, lang);
  });
}

function sendRefusal(reply: FastifyReply, apiError: ApiError, lang: Lang): FastifyReply {
  const first = apiError.errors ? Object.values(apiError.errors)[0]?.[0] : undefined;
  const message =
    apiError.fixedMessage ?? (first === undefined ? codeText(9999, lang) : codeText(first, lang));
  return reply.status(apiError.status).send(failure(message, apiError.errors));
}

/**
 * Fastify's `frameworkErrors` option: the refusals of its router, made before any route or error
 * handler is chosen, answered with the envelope too. A path parameter over the router's length
 * limit names nothing that exists; any other (a path whose percent-encoding does not decode) is
 * a malformed address.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal =
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? ApiError.code(9004, "url") : ApiError.code(9009, "url");
  sendRefusal(reply, refusal, requestLang(request));
}
