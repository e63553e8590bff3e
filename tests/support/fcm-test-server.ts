/**
 * Firebase Cloud Messaging on a loopback port, speaking its real protocol to the server under test:
 * the service account's OAuth token exchange (RFC 7523 JWT bearer grant; the assertion's RS256
 * signature is checked against the key pair made here, and its iss, aud, scope, iat and exp) and the
 * HTTP v1 send (projects/{project}/messages:send with the bearer token), answering like FCM: the
 * message's name, or an error with its status and FcmError details. A test makes a token answer
 * otherwise (UNREGISTERED, QUOTA_EXCEEDED with Retry-After, …) with `answerWith`, and can act before
 * a send is answered with `onSend` (the crash test kills the server there).
 */
import { createVerify, generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ReceivedPush {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
  message: Record<string, unknown>;
}

export interface FcmReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface FcmTestServer {
  /** FCM_ENDPOINT */
  url: string;
  /** FCM_CREDENTIALS: a service account key whose token_uri is this server */
  credentialsFile: string;
  projectId: string;
  /** the pushes accepted, in order */
  received: ReceivedPush[];
  /** access tokens issued */
  tokensIssued: number;
  /** token exchanges refused (a bad assertion) */
  refusedAssertions: string[];
  /** the next sends to `token` get these answers, one each, then the usual one */
  answerWith(token: string, ...replies: FcmReply[]): void;
  /**
   * the next send to `token` titled `title` gets `reply`; other pushes to it (a broadcast another test
   * sent meanwhile) are answered as usual and leave it waiting
   */
  answerTitled(token: string, title: string, reply: FcmReply): void;
  /** called before a send is answered; an accepted push is in `received` already */
  onSend: ((push: ReceivedPush) => Promise<void> | void) | null;
  close(): Promise<void>;
}

/** An FCM error answer (https://firebase.google.com/docs/cloud-messaging/error-codes). */
export function fcmError(
  status: number,
  code: string,
  message: string,
  {
    fcmErrorCode,
    badRequest,
    retryAfter,
  }: { fcmErrorCode?: string; badRequest?: boolean; retryAfter?: string } = {},
): FcmReply {
  const details = [
    ...(fcmErrorCode
      ? [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode: fcmErrorCode }]
      : []),
    ...(badRequest
      ? [
          {
            "@type": "type.googleapis.com/google.rpc.BadRequest",
            fieldViolations: [{ field: "message", description: message }],
          },
        ]
      : []),
  ];
  return {
    status,
    body: { error: { code: status, message, status: code, details } },
    ...(retryAfter && { headers: { "retry-after": retryAfter } }),
  };
}

export const unregistered = () =>
  fcmError(404, "NOT_FOUND", "Requested entity was not found.", { fcmErrorCode: "UNREGISTERED" });
export const invalidToken = () =>
  fcmError(400, "INVALID_ARGUMENT", "The registration token is not a valid FCM registration token", {
    fcmErrorCode: "INVALID_ARGUMENT",
  });
export const quotaExceeded = (retryAfter: string) =>
  fcmError(429, "RESOURCE_EXHAUSTED", "Quota exceeded for sending messages.", {
    fcmErrorCode: "QUOTA_EXCEEDED",
    retryAfter,
  });
export const unavailable = () =>
  fcmError(503, "UNAVAILABLE", "The service is currently unavailable.", { fcmErrorCode: "UNAVAILABLE" });

const scope = "https://www.googleapis.com/auth/firebase.messaging";

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

function send(response: ServerResponse, { status, body, headers }: FcmReply): void {
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
  response.end(JSON.stringify(body));
}

const decode = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? "", "base64url").toString("utf8"));

export async function startFcmTestServer(
  options: { port?: number; credentialsFile?: string } = {},
): Promise<FcmTestServer> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const projectId = "campus-test";
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`;
  const keyId = randomBytes(8).toString("hex");
  const accessTokens = new Set<string>();
  const queued = new Map<string, { reply: FcmReply; title?: string }[]>();
  let sequence = 0;
  let tokenUri = "";

  /** Checks the assertion as Google does; the reason it is refused, or null. */
  function assertionProblem(assertion: string): string | null {
    const [header, claims, signature] = assertion.split(".");
    if (!header || !claims || !signature) return "not a JWT";
    const head = decode(header);
    if (head.alg !== "RS256" || head.kid !== keyId) return `header ${JSON.stringify(head)}`;
    const verifier = createVerify("RSA-SHA256").update(`${header}.${claims}`);
    if (!verifier.verify(publicKey, Buffer.from(signature, "base64url"))) return "bad signature";
    const body = decode(claims);
    const now = Math.floor(Date.now() / 1000);
    if (body.iss !== clientEmail) return `iss ${body.iss}`;
    if (body.aud !== tokenUri) return `aud ${body.aud}`;
    if (body.scope !== scope) return `scope ${body.scope}`;
    if (!(body.iat <= now + 5 && body.exp > now && body.exp - body.iat <= 3600)) return "iat/exp";
    return null;
  }

  const server: FcmTestServer & { http: ReturnType<typeof createServer> } = {
    url: "",
    credentialsFile: "",
    projectId,
    received: [],
    tokensIssued: 0,
    refusedAssertions: [],
    onSend: null,
    answerWith(token, ...replies) {
      queued.set(token, [...(queued.get(token) ?? []), ...replies.map((reply) => ({ reply }))]);
    },
    answerTitled(token, title, reply) {
      queued.set(token, [...(queued.get(token) ?? []), { reply, title }]);
    },
    http: createServer(async (request, response) => {
      const text = await readBody(request);
      if (request.method === "POST" && request.url === "/token") {
        const form = new URLSearchParams(text);
        const problem =
          form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer"
            ? "grant_type"
            : assertionProblem(form.get("assertion") ?? "");
        if (problem) {
          server.refusedAssertions.push(problem);
          return send(response, {
            status: 400,
            body: { error: "invalid_grant", error_description: problem },
          });
        }
        const token = `ya29.${randomBytes(24).toString("base64url")}`;
        accessTokens.add(token);
        server.tokensIssued++;
        return send(response, {
          status: 200,
          body: { access_token: token, expires_in: 3599, token_type: "Bearer" },
        });
      }
      const path = `/v1/projects/${projectId}/messages:send`;
      if (request.method !== "POST" || request.url !== path)
        return send(response, fcmError(404, "NOT_FOUND", `no ${request.method} ${request.url}`));
      const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      if (!accessTokens.has(bearer))
        return send(
          response,
          fcmError(401, "UNAUTHENTICATED", "Request had invalid authentication credentials."),
        );
      const message = (JSON.parse(text) as { message?: Record<string, unknown> }).message ?? {};
      const data = (message.data ?? {}) as Record<string, unknown>;
      if (typeof message.token !== "string" || Object.values(data).some((v) => typeof v !== "string"))
        return send(
          response,
          fcmError(400, "INVALID_ARGUMENT", "Invalid value at 'message'", { badRequest: true }),
        );
      const notification = (message.notification ?? {}) as { title?: string; body?: string };
      const push: ReceivedPush = {
        token: message.token,
        title: notification.title ?? "",
        body: notification.body ?? "",
        data: data as Record<string, string>,
        message,
      };
      const waiting = queued.get(push.token) ?? [];
      const next = waiting.findIndex((entry) => entry.title === undefined || entry.title === push.title);
      const reply = next < 0 ? undefined : waiting.splice(next, 1)[0]?.reply;
      const accepted = !reply || reply.status === 200;
      if (accepted) server.received.push(push);
      await server.onSend?.(push);
      if (response.destroyed) return;
      send(
        response,
        reply ?? { status: 200, body: { name: `projects/${projectId}/messages/${++sequence}` } },
      );
    }),
    async close() {
      server.http.closeAllConnections();
      await new Promise((done) => server.http.close(done));
      if (!options.credentialsFile)
        rmSync(join(server.credentialsFile, ".."), { recursive: true, force: true });
    },
  };
  await new Promise<void>((done) => server.http.listen(options.port ?? 0, "127.0.0.1", done));
  server.url = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
  tokenUri = `${server.url}/token`;
  server.credentialsFile =
    options.credentialsFile ?? join(mkdtempSync(join(tmpdir(), "fcm-key-")), "service-account.json");
  writeFileSync(
    server.credentialsFile,
    JSON.stringify({
      type: "service_account",
      project_id: projectId,
      private_key_id: keyId,
      private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
      client_email: clientEmail,
      client_id: "1234567890",
      token_uri: tokenUri,
    }),
  );
  return server;
}
