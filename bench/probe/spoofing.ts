/**
 * Proxy spoofing (issue 7, item 3): with TRUST_PROXY set, the client address the sign-in throttle
 * counts by must be the one the trusted proxy saw, never one the client wrote into X-Forwarded-For.
 * A guesser sprays sign-ins at unknown accounts (so that only the address's limit can stop it), each
 * claiming a new made-up address; then an attacker claims a victim's address to lock it out.
 * Once behind a load balancer with TRUST_PROXY=1 (the client's entry is left-most, the balancer's
 * right-most), once with the proxies' range as TRUST_PROXY and the client reaching the API directly.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { throttle } from "../../src/server/auth/login-throttle.ts";
import { addAccount, codesOf, send, signIn } from "./http.ts";
import { startLoadBalancer } from "./load-balancer.ts";
import type { Row } from "./report.ts";
import { type ProbeServer, startServer, type Target } from "./server.ts";

const sprayConcurrency = 4;
const lockoutFailures = throttle.perClient + 10;
const victimPassword = `Kx7-${randomBytes(12).toString("base64url")}`;

/** a made-up address per guess, from the range set aside for benchmarks */
const madeUp = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

interface Spray {
  sent: number;
  checked: number;
  refused: number;
  other: string[];
}

/** Guesses from `from` to `port` for `seconds`, each at another unknown account, claiming another address. */
async function spray(port: number, from: string, seconds: number): Promise<Spray> {
  const agent = new http.Agent({ keepAlive: true });
  const tally: Spray = { sent: 0, checked: 0, refused: 0, other: [] };
  const deadline = Date.now() + seconds * 1000;
  const guesser = async () => {
    while (Date.now() < deadline) {
      const n = tally.sent++;
      const path = "/api/auth/login";
      const headers = { "x-forwarded-for": madeUp(n) };
      const body = JSON.stringify({ email: `spray${n}@probe.example`, password: "Wrong-pass1" });
      const answer = await send(port, { method: "POST", path, body, headers, from, agent }).catch(
        (error: NodeJS.ErrnoException) => ({ status: 0, body: error.code ?? error.message }),
      );
      if (answer.status === 422 && codesOf(answer.body).includes(1001)) tally.checked++;
      else if (answer.status === 429 && codesOf(answer.body).includes(1012)) tally.refused++;
      else
        tally.other.push(
          `POST ${path} X-Forwarded-For: ${headers["x-forwarded-for"]} from ${from} -> ${answer.status} ${answer.body.slice(0, 200)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: sprayConcurrency }, guesser));
  agent.destroy();
  return tally;
}

interface Lockout {
  victim: number;
  attackerAfter: number;
}

interface Addresses {
  attacker: string;
  victim: string;
}

/**
 * `attacker` fails more sign-ins than an address may, each claiming the victim's address; then the
 * victim and the attacker each sign in to the victim's account with its right password.
 */
async function lockOut(port: number, { attacker, victim }: Addresses): Promise<Lockout> {
  for (let i = 0; i < lockoutFailures; i++) {
    const body = JSON.stringify({ email: `locker${i}@probe.example`, password: "Wrong-pass1" });
    const headers = { "x-forwarded-for": victim };
    await send(port, { method: "POST", path: "/api/auth/login", body, headers, from: attacker });
  }
  const rightly = (from: string) =>
    send(port, {
      method: "POST",
      path: "/api/auth/login",
      body: JSON.stringify({ email: "victim@probe.example", password: victimPassword }),
      from,
    });
  return { victim: (await rightly(victim)).status, attackerAfter: (await rightly(attacker)).status };
}

/** Runs `work` on a server of its own with TRUST_PROXY=`trust`, holding the victim's account. */
async function withTrust(target: Target, trust: string, work: (server: ProbeServer) => Promise<Row[]>) {
  const server = await startServer(target, { env: { TRUST_PROXY: trust } });
  try {
    const token = await signIn(server.port, server.admin.email, server.admin.password);
    await addAccount(server.port, token, "victim@probe.example", victimPassword);
    return await work(server);
  } finally {
    await server.stop();
  }
}

function rows(
  setting: string,
  seconds: number,
  sprayed: Spray,
  addresses: Addresses,
  lockout: Lockout,
): Row[] {
  return [
    {
      probe: "spoofing",
      sent: `${setting}: sign-ins for ${seconds} s (${sprayConcurrency} at a time) at unknown accounts, each with a new made-up X-Forwarded-For address written by the client`,
      expected: `≤ ${throttle.perClient} checked (the real address's limit), every other guess 429`,
      figure: `${sprayed.sent} guesses: ${sprayed.checked} checked, ${sprayed.refused} refused with 429, ${sprayed.other.length} other`,
      held: sprayed.checked <= throttle.perClient && sprayed.other.length === 0,
      defects: sprayed.other.slice(0, 20),
    },
    {
      probe: "spoofing",
      sent: `${setting}: ${lockoutFailures} failed sign-ins from ${addresses.attacker} writing the victim's address ${addresses.victim} in X-Forwarded-For, then the victim's right password from ${addresses.victim}`,
      expected: "the victim signs in (200); the attacker's own address is the one refused",
      figure: `victim: ${lockout.victim}; the attacker's address with the right password: ${lockout.attackerAfter}`,
      held: lockout.victim === 200 && lockout.attackerAfter === 429,
      defects: [],
    },
  ];
}

export async function probeSpoofing(target: Target): Promise<Row[]> {
  const behind = await withTrust(target, "1", async (server) => {
    const balancer = await startLoadBalancer(server.port);
    try {
      const addresses = { attacker: "127.0.3.2", victim: "127.0.3.3" };
      const sprayed = await spray(balancer.port, "127.0.3.1", 10);
      const setting = "TRUST_PROXY=1, through one load balancer";
      return rows(setting, 10, sprayed, addresses, await lockOut(balancer.port, addresses));
    } finally {
      await balancer.close();
    }
  });
  const direct = await withTrust(target, "10.0.0.0/8", async (server) => {
    const addresses = { attacker: "127.0.3.5", victim: "127.0.3.6" };
    const sprayed = await spray(server.port, "127.0.3.4", 5);
    const setting = "TRUST_PROXY=10.0.0.0/8, straight to the API from outside that range";
    return rows(setting, 5, sprayed, addresses, await lockOut(server.port, addresses));
  });
  return [...behind, ...direct];
}
