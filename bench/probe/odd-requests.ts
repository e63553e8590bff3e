/**
 * The hostile requests of issue 7 beyond the schemas: every GET path of the document with `//`, `..`,
 * `\`, `%00`, lone surrogates (percent-encoded, and as raw bytes in the request line), NUL bytes and
 * ids of 2^31 and more; and map feature bodies nested deep enough to overflow a recursive parser.
 */
import http from "node:http";
import { operations } from "../../tests/support/openapi-requests.ts";
import { nested } from "../../tests/support/schema-arbitrary.ts";
import { AnswerTally } from "./answer-tally.ts";
import { send } from "./http.ts";
import { exchange } from "./raw-connection.ts";
import type { Row } from "./report.ts";
import type { ProbeServer } from "./server.ts";

const from = "127.0.5.1";

const bigIds = ["2147483648", "4294967296", "9223372036854775808", "1e400", "-2147483649"];

/** Percent-encoded variants of `path` (its parameters filled), as node:http sends them. */
function oddPaths(path: string): string[] {
  const filled = path.replace(/\{[^}]+\}/g, "1");
  const below = filled.slice("/api/".length);
  return [
    filled.replace("/api/", "/api//"),
    `/${filled}`,
    `${filled}//`,
    `/api/../api/${below}`,
    `${filled}/../../../etc/passwd`,
    `${filled}/%2e%2e/%2e%2e/etc/passwd`,
    filled.replace("/api/", "/api\\"),
    `${filled}\\..\\..\\etc\\passwd`,
    `${filled}/..%5c..%5cetc%5cpasswd`,
    `${filled}%00`,
    `${filled}/%00`,
    `${filled}?page=%00&search=a%00b`,
    `${filled}/%ED%A0%80`,
    `${filled}?search=%ED%B0%80`,
    `${filled}/%E0%A4%A`,
    ...(path.includes("{") ? bigIds.map((id) => path.replace(/\{[^}]+\}/g, id)) : []),
  ];
}

/** Request lines node:http refuses to write: a raw NUL and a raw lone surrogate (its UTF-8-like bytes). */
function rawRequests(path: string, token: string): { label: string; bytes: Buffer }[] {
  const filled = path.replace(/\{[^}]+\}/g, "1");
  const tail = Buffer.from(
    ` HTTP/1.1\r\nHost: probe\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
  );
  return [
    ["NUL", Buffer.from([0])],
    ["raw lone surrogate", Buffer.from([0xed, 0xa0, 0x80])],
  ].map(([label, bytes]) => ({
    label: `GET ${filled}/<${label}>`,
    bytes: Buffer.concat([Buffer.from(`GET ${filled}/`), bytes as Buffer, tail]),
  }));
}

const room = (properties: string) =>
  `{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[19.466,51.77],[19.4661,51.77],[19.4661,51.7701],[19.466,51.77]]]},"properties":{"type":"room","key":"A1","name_pl":"Sala"${properties}}}`;
const save = (feature: string) =>
  `{"profile":"p0","p1":"19.46,51.76","p2":"19.47,51.78","new":[${feature}],"edited":[],"deleted":[]}`;

/** Bodies nested past any recursion a parser or validator could afford, all under the 1 MB limit. */
const deepBodies: { method: string; path: string; body: string }[] = [
  { method: "POST", path: "/api/geo/save", body: save(room(`,"constructor":${nested(2000)}`)) },
  { method: "POST", path: "/api/geo/save", body: save(room(`,"x":${nested(100_000)}`)) },
  {
    method: "POST",
    path: "/api/geo",
    body: `{"profile":"p0","features":[${room(`,"x":${"[".repeat(10_000)}${"]".repeat(10_000)}`)}]}`,
  },
  {
    method: "POST",
    path: "/api/geo",
    body: `{"profile":"p0","features":[${room(`,"x":${"[".repeat(400_000)}${"]".repeat(400_000)}`)}]}`,
  },
  { method: "POST", path: "/api/article", body: nested(100_000, "name") },
];

export async function probeOddRequests(server: ProbeServer, token: string): Promise<Row> {
  const tally = new AnswerTally();
  const agent = new http.Agent({ keepAlive: true });
  const getPaths = operations
    .filter((operation) => operation.method === "GET")
    .map((operation) => operation.path);
  for (const path of getPaths) {
    for (const odd of oddPaths(path))
      await tally.record(`GET ${odd}`, send(server.port, { path: odd, token, from, agent }));
    for (const { label, bytes } of rawRequests(path, token))
      await tally.record(label, exchange(server.port, bytes));
  }
  for (const { method, path, body } of deepBodies)
    await tally.record(
      `${method} ${path} ${body.slice(0, 120)}… (${body.length} bytes)`,
      send(server.port, { method, path, body, token, from, agent }),
    );
  agent.destroy();
  return {
    probe: "fuzz",
    sent: `every GET path of the document (${getPaths.length}) with \`//\`, \`..\`, \`\\\`, \`%00\`, lone surrogates (encoded and as raw bytes), NUL bytes, ids ≥ 2^31; map feature and record bodies nested 2,000 to 400,000 levels (up to 800 KB); signed in as the admin`,
    expected: "no 5xx, no failed connection",
    figure: tally.summary(),
    held: tally.held(),
    defects: tally.defects,
    notes: tally.outsideEnvelopeExamples,
  };
}
