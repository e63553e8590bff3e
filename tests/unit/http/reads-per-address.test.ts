import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../../src/server/http/api-error.ts";
import { addressKey, limitReadsPerAddress } from "../../../src/server/http/reads-per-address.ts";

describe("addressKey: what a client address counts under", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:aa:bb01::1", "2001:db8:aa:bb00::"],
    ["2001:db8:aa:bbff:ffff::9", "2001:db8:aa:bb00::"],
    ["2001:db8:aa:cc00::1", "2001:db8:aa:cc00::"],
  ])("%s counts as %s", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe("limitReadsPerAddress", () => {
  let now = 1_000_000;
  const app = Fastify({ logger: false });
  const refusals: { code: unknown; retryAfter: number | null | undefined }[] = [];

  beforeAll(async () => {
    app.register(async (scope) => {
      limitReadsPerAddress(scope, { max: 3, windowMs: 60_000, maxAddresses: 2, clock: () => now });
      scope.get("/limited", async () => "ok");
    });
    app.get("/other", async () => "ok");
    app.setErrorHandler((error, _request, reply) => {
      const refused = error as ApiError;
      refusals.push({ code: refused.errors?.general?.[0], retryAfter: refused.retryAfterSeconds });
      return reply.code(refused.status).send("refused");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const read = (remoteAddress: string, url = "/limited") =>
    app.inject({ method: "GET", url, remoteAddress }).then((answer) => answer.statusCode);

  it("lets an address make its reads of the window, refuses more with 9020 and the seconds left", async () => {
    refusals.length = 0;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await read("10.0.0.1"));
    now += 20_000;
    answers.push(await read("10.0.0.1"));
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(refusals).toEqual([
      { code: 9020, retryAfter: 60 },
      { code: 9020, retryAfter: 40 },
    ]);
    // Another address has reads of its own; routes outside the plugin's scope are not counted.
    expect(await read("10.0.0.2")).toBe(200);
    for (let i = 0; i < 5; i++) expect(await read("10.0.0.1", "/other")).toBe(200);
  });

  it("gives an address its reads again when its window ends", async () => {
    now += 40_000;
    expect(await read("10.0.0.1")).toBe(200);
  });

  it("counts an IPv6 client by its /56", async () => {
    const answers = [];
    for (const host of ["1", "2", "3", "4"]) answers.push(await read(`2001:db8:1:2${host}::${host}`));
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(await read("2001:db8:1:300::1")).toBe(200);
  });

  it("forgets the oldest window past maxAddresses, so memory stays bounded", async () => {
    now += 60_000;
    for (let i = 0; i < 3; i++) await read("192.0.2.1");
    expect(await read("192.0.2.1")).toBe(429);
    // Two more addresses: the first's window is the oldest of three and is forgotten.
    await read("192.0.2.2");
    await read("192.0.2.3");
    expect(await read("192.0.2.1")).toBe(200);
  });
});
