/**
 * The probe's HTTP client: node:http rather than fetch, because the probe chooses the address it
 * sends from (on Linux any of 127.0.0.0/8 is this machine: each one counts as another client for
 * the sign-in throttle) and must see a reset connection as such.
 */
import http, { type IncomingHttpHeaders } from "node:http";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Call {
  method?: string;
  /** sent as it is: already encoded */
  path: string;
  /** JSON text, sent as it is; bytes with their content-type in `headers` */
  body?: string | Uint8Array;
  token?: string;
  headers?: Record<string, string>;
  /** the client address to send from, 127.0.0.1 unless given */
  from?: string;
  agent?: http.Agent;
  /** how long the answer may take before the call fails with ETIMEDOUT (30 s unless given) */
  timeoutMs?: number;
}

const answerTimeoutMs = 30_000;

/** Sends `call` to the server on `port`; rejects on a failure of the connection (its code: ECONNRESET, …). */
export function send(port: number, call: Call): Promise<Answer> {
  return new Promise((answered, failed) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: call.method ?? "GET",
      path: call.path,
      localAddress: call.from,
      agent: call.agent,
      headers: {
        "accept-language": "en",
        // node:http frames a GET's or DELETE's body by neither length nor chunks unless told
        ...(call.body !== undefined && {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(call.body)),
        }),
        ...(call.token && { authorization: `Bearer ${call.token}` }),
        ...call.headers,
      },
    });
    request.on("error", failed);
    // a server that never answers is a finding, not a reason for the probe to hang
    request.setTimeout(call.timeoutMs ?? answerTimeoutMs, () =>
      request.destroy(Object.assign(new Error("no answer"), { code: "ETIMEDOUT" })),
    );
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", failed);
      response.on("end", () =>
        answered({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.end(call.body);
  });
}

export interface Envelope {
  status: "success" | "error";
  data: unknown;
  message: string | null;
  errors: Record<string, unknown[]> | null;
}

/** The body as the envelope of the runtime contract, or null when it is not one. */
export function envelopeOf(body: string): Envelope | null {
  try {
    const value = JSON.parse(body);
    const shaped =
      typeof value === "object" &&
      value !== null &&
      ["success", "error"].includes(value.status) &&
      "data" in value &&
      (value.message === null || typeof value.message === "string") &&
      (value.errors === null || typeof value.errors === "object");
    return shaped ? value : null;
  } catch {
    return null;
  }
}

/** The codes of a refusal's envelope, flattened (`{email: [1001]}` gives [1001]). */
export const codesOf = (body: string): unknown[] => Object.values(envelopeOf(body)?.errors ?? {}).flat();

/** A token of `email`, signed in from `from`. */
export async function signIn(port: number, email: string, password: string, from?: string): Promise<string> {
  const answer = await send(port, {
    method: "POST",
    path: "/api/auth/login",
    body: JSON.stringify({ email, password }),
    from,
  });
  const token = (envelopeOf(answer.body)?.data as { token?: string } | null)?.token;
  if (answer.status !== 200 || !token)
    throw new Error(`sign-in of ${email}: ${answer.status} ${answer.body}`);
  return token;
}

/** Creates a moderator account through the users API, as an admin does. */
export async function addAccount(port: number, adminToken: string, email: string, password: string) {
  const answer = await send(port, {
    method: "POST",
    path: "/api/user",
    token: adminToken,
    body: JSON.stringify({
      name: "Probe account",
      email,
      roles: [2],
      password,
      password_confirmation: password,
    }),
  });
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`creating ${email}: ${answer.status} ${answer.body}`);
}
