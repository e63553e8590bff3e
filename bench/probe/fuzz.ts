/**
 * Fuzz over HTTP (issue 7, item 4): every operation of generated/openapi.json gets requests drawn from
 * its own schemas by the fuzz test's generator (tests/support/openapi-requests.ts, fixed seed), sent
 * to the running server signed in as the admin, on the seeded demo campus.
 */
import http from "node:http";
import fc from "fast-check";
import { areaOf, operationRequests, operations, recordLists } from "../../tests/support/openapi-requests.ts";
import { AnswerTally } from "./answer-tally.ts";
import { envelopeOf, send, signIn } from "./http.ts";
import type { Row } from "./report.ts";
import type { ProbeServer } from "./server.ts";

const seed = 20261125;
const runsPerOperation = 12;
const from = "127.0.4.1";
const signOutPath = "/api/auth/logout";

/** ids of up to three existing records per area; not the probe's accounts (deleting the admin would end the run) */
async function existingIds(server: ProbeServer, token: string): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  for (const { path } of recordLists) {
    const answer = await send(server.port, { path, token, from });
    const items = ((envelopeOf(answer.body)?.data as { items?: unknown[] } | null)?.items ?? []) as {
      id: number;
      email?: string;
    }[];
    const listed = items
      .filter((item) => !item.email?.endsWith("@probe.example"))
      .map((item) => String(item.id));
    ids.set(areaOf(path), listed.slice(0, 3));
  }
  return ids;
}

export async function probeFuzz(server: ProbeServer, token: string): Promise<Row> {
  const ids = await existingIds(server, token);
  const drawn = operations.map((operation) => ({
    operation,
    requests: fc.sample(operationRequests(operation, ids.get(areaOf(operation.path)) ?? []), {
      seed,
      numRuns: runsPerOperation,
    }),
  }));
  // Signing out ends the token it is sent with: each sign-out gets a token of its own.
  const signOuts = drawn.filter(({ operation }) => operation.path === signOutPath).length * runsPerOperation;
  // one at a time: sign-ins at once would each hold one of the account's attempts while checked
  const spareTokens: string[] = [];
  for (let i = 0; i < signOuts; i++)
    spareTokens.push(await signIn(server.port, server.admin.email, server.admin.password, from));
  const agent = new http.Agent({ keepAlive: true });
  const tally = new AnswerTally();
  for (const { operation, requests } of drawn)
    for (const { url, payload } of requests) {
      const signsOut = operation.path === signOutPath;
      const request = `${operation.method} ${url.slice(0, 200)} ${payload?.slice(0, 200) ?? ""}`;
      const call = { method: operation.method, path: url, body: payload, from, agent };
      const answer = send(server.port, { ...call, token: (signsOut && spareTokens.pop()) || token });
      await tally.record(request, answer, operation.documented5xx);
    }
  agent.destroy();
  return {
    probe: "fuzz",
    sent: `${tally.sent} requests drawn from the OpenAPI document's schemas (fast-check seed ${seed}, ${runsPerOperation} for each of ${operations.length} operations; half conforming, half hostile: NUL, lone surrogates, integers past 2^31 and 2^64, 1e400, 3,000 levels of nesting, 100 KB strings, wrong types, odd path and query values), signed in as the admin`,
    expected: "no 5xx but those documented, no failed connection",
    figure: tally.summary(),
    held: tally.held(),
    defects: tally.defects,
    notes: tally.outsideEnvelopeExamples,
  };
}
