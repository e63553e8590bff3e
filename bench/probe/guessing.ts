/**
 * Parallel password guessing (issue 7, item 1): a hundred sign-ins sent at once, the right password
 * last among them, once for one account from a hundred addresses and once from one address for a
 * hundred accounts. No more wrong passwords may be checked than the throttle allows
 * (src/server/auth/login-throttle.ts); the rest are refused with 429.
 */
import { randomBytes } from "node:crypto";
import { throttle } from "../../src/server/auth/login-throttle.ts";
import { addAccount, codesOf, send } from "./http.ts";
import type { Row } from "./report.ts";
import type { ProbeServer } from "./server.ts";

interface Guess {
  email: string;
  password: string;
  from: string;
}

interface Tally {
  wrongChecked: number;
  signedIn: number;
  refused: number;
  /** any other answer or failure, with the guess */
  other: string[];
}

const guesses = 100;

async function burst(port: number, sent: Guess[]): Promise<Tally> {
  const tally: Tally = { wrongChecked: 0, signedIn: 0, refused: 0, other: [] };
  const outcomes = await Promise.all(
    sent.map((guess) =>
      send(port, {
        method: "POST",
        path: "/api/auth/login",
        body: JSON.stringify({ email: guess.email, password: guess.password }),
        from: guess.from,
      }).then(
        (answer) => ({ guess, answer, failure: null }),
        (error: NodeJS.ErrnoException) => ({ guess, answer: null, failure: error.code ?? error.message }),
      ),
    ),
  );
  for (const { guess, answer, failure } of outcomes) {
    const codes = answer ? codesOf(answer.body) : [];
    if (answer?.status === 200) tally.signedIn++;
    else if (answer?.status === 422 && codes.includes(1001)) tally.wrongChecked++;
    else if (answer?.status === 429 && codes.includes(1012)) tally.refused++;
    else
      tally.other.push(
        `POST /api/auth/login ${guess.email} from ${guess.from} -> ${failure ?? `${answer?.status} ${answer?.body.slice(0, 200)}`}`,
      );
  }
  return tally;
}

const rightOne = (tally: Tally) => (tally.signedIn ? "signed in" : "refused with 429");

export async function probeGuessing(server: ProbeServer, adminToken: string): Promise<Row[]> {
  const password = `Kx7-${randomBytes(12).toString("base64url")}`;
  const guessed = "guessed@probe.example";
  const sprayed = "sprayed@probe.example";
  await addAccount(server.port, adminToken, guessed, password);
  await addAccount(server.port, adminToken, sprayed, password);
  const rightly = async (email: string, from: string) =>
    (
      await send(server.port, {
        method: "POST",
        path: "/api/auth/login",
        body: JSON.stringify({ email, password }),
        from,
      })
    ).status;

  // One account, each guess from an address of its own: only the account's limit can stop them.
  const account = await burst(
    server.port,
    Array.from({ length: guesses }, (_, i) => ({
      email: guessed,
      password: i === guesses - 1 ? password : `Wrong${i}-pass`,
      from: `127.0.1.${i + 1}`,
    })),
  );
  const accountAfter = await rightly(guessed, "127.0.1.200");

  // One address, each guess at another account (unknown ones, and a real one last, rightly).
  const address = await burst(
    server.port,
    Array.from({ length: guesses }, (_, i) => ({
      email: i === guesses - 1 ? sprayed : `nobody${i}@probe.example`,
      password: i === guesses - 1 ? password : "Wrong-pass1",
      from: "127.0.2.1",
    })),
  );
  const addressAfter = await rightly(sprayed, "127.0.2.1");
  const elsewhere = await rightly(sprayed, "127.0.2.2");

  return [
    {
      probe: "guessing",
      sent: `${guesses} sign-ins at once for one account, each from its own address, ${guesses - 1} wrong passwords and the right one last`,
      expected: `≤ ${throttle.perAccount} wrong passwords checked (the account's limit); the rest 429`,
      figure: `${account.wrongChecked + account.signedIn} checked (${account.wrongChecked} wrong; the right one ${rightOne(account)}), ${account.refused} refused with 429, ${account.other.length} other; the right password alone afterwards: ${accountAfter}`,
      held: account.wrongChecked <= throttle.perAccount && account.other.length === 0,
      defects: account.other,
    },
    {
      probe: "guessing",
      sent: `${guesses} sign-ins at once from one address, each for another account (${guesses - 1} unknown with wrong passwords, a real one last with its right password)`,
      expected: `≤ ${throttle.perClient} wrong passwords checked (the address's limit); the rest 429`,
      figure: `${address.wrongChecked + address.signedIn} checked (${address.wrongChecked} wrong; the right one ${rightOne(address)}), ${address.refused} refused with 429, ${address.other.length} other; that account's right password afterwards: ${addressAfter} from that address, ${elsewhere} from another`,
      held: address.wrongChecked <= throttle.perClient && address.other.length === 0,
      defects: address.other,
    },
  ];
}
