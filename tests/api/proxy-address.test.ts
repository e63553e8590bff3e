/**
 * Behind a load balancer (TRUST_PROXY) the client address that sign-in throttling counts by is the one
 * our proxy saw, never what the client wrote into X-Forwarded-For itself: a guesser cannot spread its
 * failures over made-up addresses, nor lock a victim's address out by writing it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throttle } from "../../src/server/auth/login-throttle.ts";
import { readConfig } from "../../src/server/config.ts";
import { roleEmail, rolePassword, startTestServer, type TestServer } from "../support/test-server.ts";

const proxy = "127.0.0.1";

describe.each([
  ["a hop count", "1"],
  ["the proxy's address", "loopback"],
])("TRUST_PROXY as %s", (_name, trust) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { env: { TRUST_PROXY: trust } });
  });
  afterAll(() => server.close());

  const login = (password: string, forwardedFor: string, remoteAddress = proxy) =>
    server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: roleEmail("moderator"), password },
      headers: { "x-forwarded-for": forwardedFor },
      remoteAddress,
    });

  it("counts the address the proxy appended, whatever the client wrote before it", async () => {
    const attacker = "10.7.7.7";
    const victim = "10.8.8.8";
    for (let i = 0; i < throttle.perClient; i++) {
      // Each guess claims another address, the last one the victim's.
      const claimed = i === throttle.perClient - 1 ? victim : `192.0.2.${i}`;
      const answer = await server.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `nobody${i}@umed.example`, password: "Wrong1234" },
        headers: { "x-forwarded-for": `${claimed}, ${attacker}` },
        remoteAddress: proxy,
      });
      expect(answer.json().errors).toEqual({ email: [1001] });
    }
    expect((await login(rolePassword, `203.0.113.1, ${attacker}`)).statusCode).toBe(429);
    expect((await login(rolePassword, attacker)).statusCode).toBe(429);
    // The victim, reaching us through the proxy, is not locked out.
    expect((await login(rolePassword, victim)).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY as a list of proxies", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { env: { TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" } });
  });
  afterAll(() => server.close());

  it("does not believe X-Forwarded-For from a client that reaches the API directly", async () => {
    const direct = "198.51.100.20";
    for (let i = 0; i < throttle.perClient; i++) {
      await server.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `nobody${i}@umed.example`, password: "Wrong1234" },
        headers: { "x-forwarded-for": `192.0.2.${i}` },
        remoteAddress: direct,
      });
    }
    const next = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: roleEmail("admin"), password: rolePassword },
      headers: { "x-forwarded-for": "192.0.2.200" },
      remoteAddress: direct,
    });
    expect(next.statusCode).toBe(429);
  });
});

describe("TRUST_PROXY values", () => {
  it.each([
    ["", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 192.168.1.7,fd00::/8", ["10.0.0.0/8", "192.168.1.7", "fd00::/8"]],
    ["10.0.0.0/255.0.0.0", ["10.0.0.0/255.0.0.0"]],
  ])("%j is read as %j", (given, want) => {
    expect(readConfig({ TRUST_PROXY: given } as NodeJS.ProcessEnv).trustProxy).toEqual(want);
  });

  it.each(["true", "yes", "10.0.0.0/33", "10.0.0.300", "10.0.0.1/8/8"])(
    "%j is refused with a clear message",
    (given) => {
      expect(() => readConfig({ TRUST_PROXY: given } as NodeJS.ProcessEnv)).toThrow(
        /TRUST_PROXY must be a number of proxy hops or a comma-separated list/,
      );
    },
  );
});
