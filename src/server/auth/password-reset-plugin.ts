/**
 * POST /api/auth/password/forgot and POST /api/auth/password/reset: the password reset of local
 * accounts by an e-mailed link (password-reset.ts), signed out. Without SMTP_URL no mail can go, and
 * the request says so (1011) instead of pretending.
 */
import type { FastifyInstance } from "fastify";
import { newPasswordProblems } from "../../shared/password-rule.ts";
import type { Database } from "../db/database.ts";
import type { DeliveryConfig } from "../delivery/delivery-config.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { contractBody } from "../http/contract-schemas.ts";
import { requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import { registerPurge } from "../http/periodic-purge.ts";
import { checkedRequest } from "../http/route-checks.ts";
import { purgeResetLinks, requestReset, resetPassword } from "./password-reset.ts";

interface Options {
  db: Database;
  delivery: DeliveryConfig;
}

const purgeEveryMs = 60 * 60 * 1000;

/** The body as an object of known fields; every problem at once, in the envelope's codes. */
function fieldsOf(body: unknown, known: string[]): { values: Record<string, unknown>; errors: FieldErrors } {
  const values =
    body !== null && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const errors: FieldErrors = {};
  for (const key of Object.keys(values)) if (!known.includes(key)) errors[key] = [9002];
  return { values, errors };
}

const text = (value: unknown, max: number) =>
  typeof value === "string" && value.length <= max ? value : null;

/** The forgot-password body: an e-mail address (1003 missing, 1005 not one). */
function readForgot(body: unknown): { email: string } {
  const { values, errors } = fieldsOf(body, ["email"]);
  const email = text(values.email, 255)?.trim();
  if (!email) errors.email = [values.email === undefined || values.email === "" ? 1003 : 1005];
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = [1005];
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return { email: email as string };
}

/** The reset body: the link's token and a new password under the rule, typed twice. */
function readReset(body: unknown): { token: string; password: string } {
  const { values, errors } = fieldsOf(body, ["token", "password", "password_confirmation"]);
  const token = text(values.token, 256);
  if (!token) errors.token = [values.token === undefined || values.token === "" ? 3231 : 3230];
  const password = typeof values.password === "string" ? values.password : "";
  const confirmation = typeof values.password_confirmation === "string" ? values.password_confirmation : "";
  Object.assign(errors, newPasswordProblems(password, confirmation));
  if (values.password !== undefined && typeof values.password !== "string") errors.password = [9003];
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return { token: token as string, password };
}

export async function passwordResetPlugin(app: FastifyInstance, { db, delivery }: Options) {
  registerPurge(app, {
    what: "password reset links",
    everyMs: purgeEveryMs,
    purge: () => purgeResetLinks(db),
  });

  const forgotBody = contractBody("POST", "/api/auth/password/forgot", readForgot);
  app.post("/api/auth/password/forgot", checkedRequest({ body: forgotBody }), async (request) => {
    const { email } = request.body as ReturnType<typeof readForgot>;
    if (!delivery.smtp) throw ApiError.code(1011, "email");
    const lang = requestLang(request);
    await requestReset(db, { email, lang, publicUrl: delivery.publicUrl });
    return success(null, message("passwordResetSent", lang));
  });

  const resetBody = contractBody("POST", "/api/auth/password/reset", readReset);
  app.post("/api/auth/password/reset", checkedRequest({ body: resetBody }), async (request) => {
    const { token, password } = request.body as ReturnType<typeof readReset>;
    await resetPassword(db, token, password);
    request.log.info("password set through a reset link");
    return success(null, message("passwordReset", requestLang(request)));
  });
}
