/**
 * `node tests/e2e/support/delivery-fakes-server.ts`: FCM, SMTP and the SMS gateway on loopback for
 * the browser tests (ports of delivery.ts from E2E_PORT), with a control port: GET /mails, GET
 * /pushes, POST /fcm/refuse {"token", "title"} (its next push of that title fails with INVALID_ARGUMENT
 * for the message, the device kept; a broadcast that reaches it meanwhile goes through). Stops on SIGTERM.
 */
import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { dirname } from "node:path";
import { fcmError, startFcmTestServer } from "../../support/fcm-test-server.ts";
import { startSmsTestGateway } from "../../support/sms-test-gateway.ts";
import { startSmtpTestServer } from "../../support/smtp-test-server.ts";
import { deliveryPorts, fcmKeyFile, smsToken } from "./delivery.ts";

const e2ePort = Number(process.env.E2E_PORT ?? 8190);
const ports = deliveryPorts(e2ePort);
mkdirSync(dirname(fcmKeyFile(e2ePort)), { recursive: true });
const fcm = await startFcmTestServer({ port: ports.fcm, credentialsFile: fcmKeyFile(e2ePort) });
const smtp = await startSmtpTestServer({ port: ports.smtp });
const sms = await startSmsTestGateway({ port: ports.sms, token: smsToken });

const control = createServer(async (request, response) => {
  let text = "";
  for await (const chunk of request) text += chunk;
  const answer = (body: unknown) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (request.url === "/mails") return answer(smtp.received);
  if (request.url === "/pushes") return answer(fcm.received);
  if (request.url === "/fcm/refuse" && request.method === "POST") {
    const { token, title } = JSON.parse(text) as { token: string; title: string };
    fcm.answerTitled(
      token,
      title,
      fcmError(400, "INVALID_ARGUMENT", "Message rejected by the test", { badRequest: true }),
    );
    return answer({ ok: true });
  }
  if (request.url === "/ready") return answer({ ok: true });
  response.writeHead(404).end();
});
await new Promise<void>((done) => control.listen(ports.control, "127.0.0.1", done));
console.log(`delivery fakes: FCM ${fcm.url}, ${smtp.url}, ${sms.url}, control :${ports.control}`);
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => {
    control.close();
    void Promise.all([fcm.close(), smtp.close(), sms.close()]).then(() => process.exit(0));
  });
