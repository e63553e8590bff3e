/**
 * Floods of the mobile app's writes (issue 28, item 1), against a server with real protocol peers on
 * loopback for its SMTP, SMS and FCM deliveries: one app account's SOS reports, opinions and device
 * tokens sent as fast as it can, and one address's writes past its allowance. What must hold: every
 * report up to the account's hourly limit is stored and listed, the rest refused with 429; the SOS
 * contacts hear once, then once more with a summary when the alert interval (1 minute here) has
 * passed; a staff reply reaches at most MOBILE_MAX_DEVICES devices; the audit history keeps no whole
 * device token.
 */
import { randomBytes } from "node:crypto";
import { startFcmTestServer } from "../../tests/support/fcm-test-server.ts";
import { startSmsTestGateway } from "../../tests/support/sms-test-gateway.ts";
import { startSmtpTestServer } from "../../tests/support/smtp-test-server.ts";
import { codesOf, envelopeOf, send, signIn } from "./http.ts";
import type { Row } from "./report.ts";
import { pause, startServer, type Target } from "./server.ts";

const limits = { sosPerHour: 20, opinionsPerHour: 20, devices: 10, perAddress: 600 };
const sosSent = 150;
const opinionsSent = 300;
const devicesSent = 1000;
const contacts = [
  { name: "Straż Uczelniana", email: "straz@probe.example", phone: "+48 42 555 01 10" },
  { name: "Portiernia", email: "portiernia@probe.example", phone: "+48 600 100 200" },
  { name: "Inspektor BHP", email: "bhp@probe.example" },
];
const alertIntervalMinutes = 1;

interface Tally {
  ok: number;
  refused: number;
  /** refusals with Retry-After */
  retryAfter: number;
  /** the body of one answer 200 */
  stored: string | null;
  other: string[];
}

async function burst(
  count: number,
  call: (i: number) => Promise<{ status: number; headers: Record<string, unknown>; body: string }>,
  code: number,
) {
  const tally: Tally = { ok: 0, refused: 0, retryAfter: 0, stored: null, other: [] };
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => call(i).catch((error: NodeJS.ErrnoException) => error)),
  );
  for (const answer of answers) {
    if (answer instanceof Error) tally.other.push(answer.code ?? answer.message);
    else if (answer.status === 200) {
      tally.ok++;
      tally.stored ??= answer.body;
    } else if (answer.status === 429 && codesOf(answer.body).includes(code)) {
      tally.refused++;
      if (Number(answer.headers["retry-after"]) > 0) tally.retryAfter++;
    } else tally.other.push(`${answer.status} ${answer.body.slice(0, 200)}`);
  }
  return { ...tally, ms: Date.now() - started };
}

const waitFor = async (done: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await pause(100);
  return done();
};

export async function probeFlood(target: Target): Promise<Row[]> {
  const smtp = await startSmtpTestServer();
  const sms = await startSmsTestGateway();
  const fcm = await startFcmTestServer();
  const server = await startServer(target, {
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Kampus <kampus@probe.example>",
      SMS_URL: sms.url,
      SMS_TOKEN: sms.token,
      FCM_CREDENTIALS: fcm.credentialsFile,
      FCM_ENDPOINT: fcm.url,
      SOS_ALERT_INTERVAL_MINUTES: String(alertIntervalMinutes),
    },
  });
  const { port } = server;
  const post = (path: string, token: string, body: object, from?: string) =>
    send(port, { method: "POST", path, token, body: JSON.stringify(body), ...(from && { from }) });
  try {
    const admin = await signIn(port, server.admin.email, server.admin.password);
    for (const contact of contacts) await post("/api/email_sms", admin, contact);
    const email = `flooder-${randomBytes(4).toString("hex")}@probe.example`;
    const password = `Fl00d-${randomBytes(12).toString("base64url")}`;
    await post("/api/user", admin, {
      name: "Probe flooder",
      email,
      roles: [5],
      password,
      password_confirmation: password,
    });
    const app = await signIn(port, email, password);

    // SOS: 150 at once from one account.
    const sos = await burst(
      sosSent,
      (i) => post("/api/mobile/sos", app, { lon: 19.4561, lat: 51.7701, floor: "p1", message: `flood ${i}` }),
      2115,
    );
    const listed = await send(port, { path: "/api/sos?page=1", token: admin });
    const total = (envelopeOf(listed.body)?.data as { total?: number } | null)?.total ?? -1;
    const mails = () => smtp.received.length;
    const texts = () => sms.received.length;
    const firstAlerts = contacts.length + contacts.filter((c) => "phone" in c).length;
    await waitFor(() => mails() + texts() >= firstAlerts, 10_000);
    await pause(2000); // anything more the flood would have sent arrives meanwhile
    const afterFlood = { mails: mails(), texts: texts() };
    const summarised = await waitFor(
      () => mails() + texts() >= 2 * firstAlerts,
      alertIntervalMinutes * 60_000 + 15_000,
    );
    const summary = smtp.received.at(-1);
    const summaryMentions = summary?.subject.match(/\+(\d+) zgłosz/)?.[1] ?? "none";

    // Opinions: 300 at once.
    const opinions = await burst(
      opinionsSent,
      (i) => post("/api/mobile/opinions", app, { text: `Opinia ${i}` }),
      6711,
    );

    // Devices: 1,000 tokens from 10 addresses (each within its allowance), then a reply to the account.
    const deviceTokens = Array.from(
      { length: devicesSent },
      (_, i) => `probe-device-${i}-${randomBytes(8).toString("hex")}`,
    );
    const devices = await burst(
      devicesSent,
      (i) =>
        post(
          "/api/mobile/devices",
          app,
          { token: deviceTokens[i], platform: "android" },
          `127.0.6.${1 + (i % 10)}`,
        ),
      0,
    );
    const opinionId = (envelopeOf(opinions.stored ?? "")?.data as { id?: number } | null)?.id;
    const pushesBefore = fcm.received.length;
    await post(`/api/rating/respond/${opinionId}`, admin, {
      title: "Odpowiedź",
      body: "Dziękujemy za opinię.",
    });
    await waitFor(() => fcm.received.length > pushesBefore, 10_000);
    await pause(2000);
    const pushes = fcm.received.length - pushesBefore;
    let history = "";
    let auditOk = true;
    for (let page = 1; page <= devicesSent / 10 + 1; page++) {
      const audit = await send(port, { path: `/api/audit?area=user&page=${page}`, token: admin });
      auditOk &&= audit.status === 200;
      history += audit.body;
    }
    const wholeTokens = deviceTokens.filter((token) => history.includes(token)).length;
    const endsKept = deviceTokens.filter((token) => history.includes(`…${token.slice(-8)}`)).length;

    // One address: 700 writes (device tokens of the same account) at once.
    const addressFlood = await burst(
      limits.perAddress + 100,
      (i) => post("/api/mobile/devices", app, { token: `probe-address-${i}`, platform: "ios" }, "127.0.6.30"),
      9018,
    );

    return [
      {
        probe: "flood",
        sent: `one app account: ${sosSent} SOS reports at once; ${contacts.length} active SOS contacts (${contacts.filter((c) => "phone" in c).length} with a phone); SOS_ALERT_INTERVAL_MINUTES=${alertIntervalMinutes}`,
        expected: `≤ ${limits.sosPerHour} stored and listed, the rest 429 (2115, Retry-After); the contacts alerted once (${firstAlerts} messages), then once more after the interval with the other reports summarised`,
        figure: `${sos.ok} stored (${total} listed), ${sos.refused} refused with 429 (${sos.retryAfter} with Retry-After), ${sos.other.length} other, in ${sos.ms} ms; peers after the flood: ${afterFlood.mails} e-mails, ${afterFlood.texts} SMS; after the interval: ${mails()} e-mails, ${texts()} SMS, the last titled "${summary?.subject ?? "—"}" (+${summaryMentions} earlier reports)`,
        held:
          sos.ok === limits.sosPerHour &&
          total === sos.ok &&
          sos.refused === sosSent - limits.sosPerHour &&
          sos.retryAfter === sos.refused &&
          sos.other.length === 0 &&
          afterFlood.mails + afterFlood.texts === firstAlerts &&
          summarised &&
          mails() + texts() === 2 * firstAlerts &&
          summaryMentions === String(limits.sosPerHour - 2),
        defects: sos.other.slice(0, 20),
      },
      {
        probe: "flood",
        sent: `the same account: ${opinionsSent} opinions at once`,
        expected: `≤ ${limits.opinionsPerHour} stored, the rest 429 (6711, Retry-After)`,
        figure: `${opinions.ok} stored, ${opinions.refused} refused with 429 (${opinions.retryAfter} with Retry-After), ${opinions.other.length} other, in ${opinions.ms} ms`,
        held:
          opinions.ok === limits.opinionsPerHour &&
          opinions.refused === opinionsSent - limits.opinionsPerHour &&
          opinions.retryAfter === opinions.refused &&
          opinions.other.length === 0,
        defects: opinions.other.slice(0, 20),
      },
      {
        probe: "flood",
        sent: `the same account: ${devicesSent} device tokens at once from 10 addresses, then a staff reply to one of its opinions`,
        expected: `the reply pushed to ≤ ${limits.devices} devices; no whole token in the audit history`,
        figure: `${devices.ok} registrations answered 200, ${devices.other.length} other; the reply reached ${pushes} devices; whole tokens in the audit history: ${wholeTokens}, tokens found there by their last 8 characters: ${endsKept}`,
        held:
          devices.ok === devicesSent &&
          pushes === limits.devices &&
          wholeTokens === 0 &&
          endsKept === devicesSent &&
          auditOk,
        defects: devices.other.slice(0, 20),
      },
      {
        probe: "flood",
        sent: `one address: ${limits.perAddress + 100} of the app's writes at once`,
        expected: `≤ ${limits.perAddress} (MOBILE_MAX_PER_ADDRESS_PER_HOUR) let through, the rest 429 (9018, Retry-After)`,
        figure: `${addressFlood.ok} let through, ${addressFlood.refused} refused with 429 (${addressFlood.retryAfter} with Retry-After), ${addressFlood.other.length} other, in ${addressFlood.ms} ms`,
        held:
          addressFlood.ok === limits.perAddress &&
          addressFlood.refused === 100 &&
          addressFlood.retryAfter === 100 &&
          addressFlood.other.length === 0,
        defects: addressFlood.other.slice(0, 20),
      },
    ];
  } finally {
    await server.stop();
    await smtp.close();
    await sms.close();
    await fcm.close();
  }
}
