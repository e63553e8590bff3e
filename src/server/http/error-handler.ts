/** Turns every failure into the envelope: ApiError as it says, Fastify's own errors by code, the rest 500/9999. */
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "../../shared/area-spec.ts";
import { DatabaseUnavailable } from "../db/database.ts";
import { ApiError } from "./api-error.ts";
import { codeText, failure, requestLang } from "./envelope.ts";
import { requestIdHeader } from "./request-log.ts";
import type { SecurityHeaders } from "./security-headers.ts";

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
    apiError.fixedMessage ??
    (first === undefined ? codeText(9999, lang) : codeText(first, lang, apiError.values));
  if (apiError.retryAfterSeconds !== null) reply.header("retry-after", String(apiError.retryAfterSeconds));
  // What the text names goes along as `data`, so that a console words it in its own language too.
  const refusal = failure(message, apiError.errors);
  return reply
    .status(apiError.status)
    .send(apiError.values ? { ...refusal, data: apiError.values } : refusal);
}

/**
 * Fastify's `frameworkErrors` option: the refusals of its router, made before any route or error
 * handler is chosen, answered with the envelope too, and with the security headers, which the
 * onSend hook cannot add (Fastify runs no hooks for them). A path parameter over the router's length
 * limit names nothing that exists; any other (a path whose percent-encoding does not decode) is a
 * malformed address. The request's id is echoed here for the same reason.
 */
export function frameworkErrors(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const refusal =
      error.code === "FST_ERR_MAX_PARAM_LENGTH" ? ApiError.code(9004, "url") : ApiError.code(9009, "url");
    headers.applyTo(request, reply);
    reply.header(requestIdHeader, request.id);
    sendRefusal(reply, refusal, requestLang(request));
  };
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (a NUL byte or broken
 * UTF-8 in its request line, headers too large) never reaches Fastify, so the envelope is written to
 * the socket here, with the headers every answer carries, and the connection closed as Node does.
 * Nothing of the request was read, its language neither: Polish, the console's default.
 */
export function clientErrors(headers: SecurityHeaders) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    if (socket.writable) {
      const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
      const code = tooLarge ? 9008 : 9009;
      const body = JSON.stringify(failure(codeText(code, "pl"), { general: [code] }));
      const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
      socket.write(
        [
          `HTTP/1.1 ${status}`,
          "Content-Type: application/json; charset=utf-8",
          `Content-Length: ${Buffer.byteLength(body)}`,
          ...Object.entries(headers.ofUnparsedRequest).map(([name, value]) => `${name}: ${value}`),
          "Connection: close",
          "",
          body,
        ].join("\r\n"),
      );
    }
    socket.destroy(error);
  };
}
