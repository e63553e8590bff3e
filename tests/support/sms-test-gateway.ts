/**
 * An SMS gateway speaking SMSAPI.pl's sms.do on a loopback port: a form-encoded POST with the API
 * token as a bearer token, answered with `{"count", "list": [{"id", "points", "number", "status"}]}`,
 * or with HTTP 200 and `{"error": <code>, "message"}` as SMSAPI refuses. With check_idx=1 a reused
 * idx is refused with 53, as the real gateway does. A test makes a number answer otherwise with
 * `answerWith` (13: no valid number, HTTP 503, …).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedSms {
  to: string;
  message: string;
  idx: string | null;
  form: Record<string, string>;
}

export interface SmsReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface SmsTestGateway {
  /** SMS_URL */
  url: string;
  /** SMS_TOKEN */
  token: string;
  received: ReceivedSms[];
  answerWith(number: string, ...replies: SmsReply[]): void;
  close(): Promise<void>;
}

export const smsError = (error: number, message: string): SmsReply => ({
  status: 200,
  body: { error, message },
});

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

export async function startSmsTestGateway(
  options: { port?: number; token?: string } = {},
): Promise<SmsTestGateway> {
  const token = options.token ?? "sms-test-token";
  const queued = new Map<string, SmsReply[]>();
  const usedIdx = new Set<string>();
  let sequence = 0;
  const gateway: SmsTestGateway & { http: ReturnType<typeof createServer> } = {
    url: "",
    token,
    received: [],
    answerWith(number, ...replies) {
      queued.set(number, [...(queued.get(number) ?? []), ...replies]);
    },
    http: createServer(async (request, response) => {
      const reply = (answer: SmsReply) => {
        response.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
        response.end(JSON.stringify(answer.body));
      };
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      if (request.method !== "POST" || request.url !== "/sms.do") return reply({ status: 404, body: {} });
      if (request.headers.authorization !== `Bearer ${token}`)
        return reply(smsError(101, "Authorization failed"));
      if (form.format !== "json" || !form.to || !form.message) return reply(smsError(8, "Error in request"));
      const number = form.to;
      const queuedReply = queued.get(number)?.shift();
      if (queuedReply) return reply(queuedReply);
      const idx = form.idx ?? null;
      if (idx && form.check_idx === "1" && usedIdx.has(idx)) return reply(smsError(53, "idx already used"));
      if (idx) usedIdx.add(idx);
      gateway.received.push({ to: number, message: form.message, idx, form });
      const id = String(++sequence);
      reply({
        status: 200,
        body: {
          count: 1,
          list: [
            {
              id,
              points: 0.16,
              number,
              date_sent: Math.floor(Date.now() / 1000),
              submitted_number: number,
              status: "QUEUE",
              error: null,
              idx,
            },
          ],
        },
      });
    }),
    async close() {
      gateway.http.closeAllConnections();
      await new Promise((done) => gateway.http.close(done));
    },
  };
  await new Promise<void>((done) => gateway.http.listen(options.port ?? 0, "127.0.0.1", done));
  gateway.url = `http://127.0.0.1:${(gateway.http.address() as AddressInfo).port}/sms.do`;
  return gateway;
}
