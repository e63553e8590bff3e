/**
 * Kill -9 against the delivery guarantee, for tests/api/delivery-crash.test.ts (a few loops) and
 * bench/delivery.ts (twenty): a real server process answers an SOS report with a push, and is killed
 * with SIGKILL at one of three points of the push's way; it is started again on the same database and
 * the loopback FCM counts how often the push arrived.
 *
 * - `after-commit`: right after the reply's answer, the push committed and not yet sent (a send that
 *   beat the kill is seen and recorded as such);
 * - `provider-accepted`: FCM has accepted the push and not yet answered, so "sent" cannot have been
 *   written: the window where at-least-once delivers a duplicate;
 * - `after-answer`: just after FCM answered, racing the write of "sent".
 *
 * What is asserted (and measured): a push is never lost, arrives at most twice, and twice only when
 * FCM had it before the kill.
 */
import type { FcmTestServer } from "./fcm-test-server.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

export type KillPoint = "after-commit" | "provider-accepted" | "after-answer";
export const killPoints: KillPoint[] = ["after-commit", "provider-accepted", "after-answer"];

const crashAdmin = { email: "boss@umed.example", password: "Biurko7-Lampa-Sowa" };
const appUser = {
  name: "Anna Kowalska",
  email: "anna@student.umed.example",
  password: "Kasztan-Rower-Sowa-42",
};
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface Campus {
  env: Record<string, string>;
  fcm: FcmTestServer;
  server: ServerProcess;
  adminToken: string;
  userToken: string;
  device: string;
}

export interface LoopResult {
  point: KillPoint;
  sosId: number;
  /** FCM had the push when the server was killed */
  acceptedBeforeKill: boolean;
  /** how often FCM got it in the end */
  arrivals: number;
  /** from the kill to the push delivered and the queue empty again, restart included */
  recoveryMs: number;
}

export async function call<T = unknown>(
  server: ServerProcess,
  token: string | null,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      "accept-language": "en",
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { "content-type": "application/json" }),
    },
    ...(body && { body: JSON.stringify(body) }),
  }).catch((error: Error) => {
    // A connection that fails is a server that died: its last words tell why.
    throw new Error(`${method} ${path}: ${error.message}\n${server.output()}`, { cause: error });
  });
  const answer = (await response.json()) as { data: T };
  return { status: response.status, data: answer.data };
}

async function signIn(server: ServerProcess, email: string, password: string): Promise<string> {
  const { status, data } = await call<{ token: string }>(server, null, "POST", "/api/auth/login", {
    email,
    password,
  });
  if (status !== 200) throw new Error(`sign-in of ${email}: ${status}`);
  return data.token;
}

/** The server started on `env`, with an app user whose phone is registered. */
export async function openCampus(env: Record<string, string>, fcm: FcmTestServer): Promise<Campus> {
  const fullEnv = {
    ...env,
    ADMIN_EMAIL: crashAdmin.email,
    ADMIN_PASSWORD: crashAdmin.password,
    FCM_CREDENTIALS: fcm.credentialsFile,
    FCM_ENDPOINT: fcm.url,
    DELIVERY_POLL_MS: "100",
    DELIVERY_LEASE_MS: "1500",
    // The loops' one app user reports more SOS than a person may in an hour (SOS_MAX_PER_HOUR).
    SOS_MAX_PER_HOUR: "1000",
  };
  const server = await startServerProcess(fullEnv);
  const adminToken = await signIn(server, crashAdmin.email, crashAdmin.password);
  const created = await call(server, adminToken, "POST", "/api/user", {
    name: appUser.name,
    email: appUser.email,
    roles: [5],
    password: appUser.password,
    password_confirmation: appUser.password,
  });
  if (created.status !== 200) throw new Error(`app user not created: ${JSON.stringify(created)}`);
  const userToken = await signIn(server, appUser.email, appUser.password);
  const device = `crash-phone-${Date.now()}`;
  await call(server, userToken, "POST", "/api/mobile/devices", { token: device, platform: "android" });
  return { env: fullEnv, fcm, server, adminToken, userToken, device };
}

export const arrivalsOf = (fcm: FcmTestServer, sosId: number) =>
  fcm.received.filter((push) => push.data.kind === "sos_reply" && push.data.id === String(sosId)).length;

/** Waits until the push of `sosId` has arrived and nothing is left in the queue. */
async function settled(campus: Campus, sosId: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline)
      throw new Error(`push of SOS ${sosId} not delivered: ${campus.server.output()}`);
    if (arrivalsOf(campus.fcm, sosId) > 0) {
      const health = await call<{ delivery: { channels: { push: { queued: number } } } }>(
        campus.server,
        null,
        "GET",
        "/api/health",
      ).catch(() => null);
      if (health?.data.delivery.channels.push.queued === 0) return;
    }
    await pause(50);
  }
}

/** One loop: report, reply, kill at `point`, start again, count. */
export async function crashLoop(campus: Campus, point: KillPoint): Promise<LoopResult> {
  const { fcm } = campus;
  const report = await call<{ id: number }>(campus.server, campus.userToken, "POST", "/api/mobile/sos", {
    lon: 19.4561,
    lat: 51.7701,
    floor: "p0",
    message: `Pomocy (${point})`,
  });
  const sosId = report.data.id;
  let acceptedBeforeKill = false;
  let killedAt = 0;
  const victim = campus.server;
  const kill = () => {
    killedAt ||= Date.now();
    return victim.kill9();
  };
  if (point !== "after-commit")
    fcm.onSend = (push) => {
      if (push.data.id !== String(sosId) || push.data.kind !== "sos_reply") return;
      acceptedBeforeKill = true;
      if (point === "provider-accepted") return kill();
      // after-answer: killed as the answer leaves, racing the write of "sent"
      setImmediate(() => void kill());
    };
  const reply = await call(campus.server, campus.adminToken, "POST", "/api/pushsos", {
    sos_id: sosId,
    title: "Pomoc w drodze",
    body: "Ochrona jest już w drodze.",
  }).catch((error: Error) => {
    // The worker may take the push before the answer has left (a busy machine): FCM has it, so the
    // reply was committed, and the kill cut its answer short.
    if (killedAt && acceptedBeforeKill) return { status: 200, data: null };
    throw error;
  });
  if (reply.status !== 200) throw new Error(`reply refused: ${JSON.stringify(reply)}`);
  if (point === "after-commit") {
    acceptedBeforeKill = arrivalsOf(fcm, sosId) > 0;
    await kill();
    acceptedBeforeKill ||= arrivalsOf(fcm, sosId) > 0;
  }
  await victim.exited;
  fcm.onSend = null;
  campus.server = await startServerProcess(campus.env);
  await settled(campus, sosId);
  return {
    point,
    sosId,
    acceptedBeforeKill,
    arrivals: arrivalsOf(fcm, sosId),
    recoveryMs: Date.now() - killedAt,
  };
}
