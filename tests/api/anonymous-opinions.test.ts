/**
 * Opinions sent from the app without an account (spec §3: "user (or unauthenticated)"): stored with no
 * author, held to a per-address hourly limit of their own (ANONYMOUS_OPINIONS_MAX_PER_ADDRESS_PER_HOUR,
 * 429 with Retry-After and 6712) counted in the database, listed for staff, and never replied to (6708).
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const perAddress = 3;

describe.each(databaseKinds)("opinions without an account on %s", (kind) => {
  let server: TestServer;
  let addresses = 0;
  /** a client address of its own, so each test's opinions are counted apart */
  const newAddress = () => `127.0.8.${++addresses}`;
  const send = (address: string, text: string, headers: Record<string, string> = {}, lang = "en") =>
    server.app.inject({
      method: "POST",
      url: "/api/mobile/opinions",
      payload: { text },
      remoteAddress: address,
      headers: { "accept-language": lang, ...headers },
    });
  const codesOf = (response: LightMyRequestResponse) => Object.values(response.json().errors ?? {}).flat();

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { ANONYMOUS_OPINIONS_MAX_PER_ADDRESS_PER_HOUR: String(perAddress), DELIVERY_POLL_MS: "3600000" },
    });
  });
  afterAll(() => server.close());

  it("stores an opinion sent without a token with no author", async () => {
    const answer = await send(newAddress(), "Brakuje oznaczenia windy w budynku A");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message: "Thank you for your opinion",
      data: { text: "Brakuje oznaczenia windy w budynku A", answered: false },
    });
    // An empty field is left out of an answer, as in every record.
    expect(answer.json().data).not.toHaveProperty("user_id");
    const [stored] = await server.db.query<{ user_id: number | null }>(
      "SELECT user_id FROM rating WHERE id = $1",
      [answer.json().data.id],
    );
    expect(stored).toEqual({ user_id: null });
  });

  it("refuses a token that is sent but not good (401), rather than storing the opinion as nobody's", async () => {
    const before = await server.db.query("SELECT id FROM rating");
    for (const authorization of ["Bearer no-such-token", "Basic dXNlcjpwYXNz"]) {
      const answer = await send(newAddress(), "Opinia ze starym tokenem", { authorization });
      expect([answer.statusCode, answer.json().message]).toEqual([401, "Unauthenticated."]);
    }
    expect(await server.db.query("SELECT id FROM rating")).toEqual(before);
  });

  it("holds one address to its own hourly limit (6712, Retry-After), counted one by one in a burst; other addresses and signed-in users go on", async () => {
    const address = newAddress();
    const burst = await Promise.all(
      Array.from({ length: perAddress + 4 }, (_, i) => send(address, `Opinia bez konta ${i}`, {}, "pl")),
    );
    expect(burst.filter((a) => a.statusCode === 200)).toHaveLength(perAddress);
    const refused = burst.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, codesOf(a)])).toEqual(Array(4).fill([429, [6712]]));
    expect(refused[0]?.json().message).toBe(
      "Z tego adresu wysłano w ciągu godziny zbyt wiele opinii bez logowania; zaloguj się albo spróbuj ponownie później",
    );
    expect(Number(refused[0]?.headers["retry-after"])).toBeGreaterThan(3500);

    // The count is the database's, where every API process reads it.
    const [counted] = await server.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM mobile_write WHERE client = $1 AND counter = 'anonymous opinion'",
      [address],
    );
    expect(Number(counted?.n)).toBe(perAddress);

    expect((await send(newAddress(), "Inny adres, inna godzina")).statusCode).toBe(200);
    const signedIn = await send(address, "Zalogowana opinia z tego samego adresu", {
      authorization: `Bearer ${await server.token("ad_user")}`,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("lists the opinion for staff with no author, and refuses a reply to it (6708) without queueing a push", async () => {
    const sent = (await send(newAddress(), "Dziękuję za mapę parkingów")).json().data;
    const list = await server.request("moderator", { url: "/api/rating" });
    const listed = list.json().data.items.find((o: { id: number }) => o.id === sent.id);
    expect(listed).toMatchObject({ text: "Dziękuję za mapę parkingów", answered: false });
    expect(listed).not.toHaveProperty("user_id");
    const reply = await server.request("moderator", {
      method: "POST",
      url: `/api/rating/respond/${sent.id}`,
      payload: { title: "Dziękujemy", body: "Cieszymy się, że pomaga." },
      lang: "pl",
    });
    expect([reply.statusCode, codesOf(reply)]).toEqual([409, [6708]]);
    expect(reply.json().message).toBe("Autor opinii nie był zalogowany, więc nie można wysłać odpowiedzi");
    expect(
      await server.db.query("SELECT 1 FROM outbox_message WHERE area = 'rating' AND record_id = $1", [
        sent.id,
      ]),
    ).toEqual([]);
  });

  it("documents the call as open without a token, with its limit, in the OpenAPI document", async () => {
    const document = (await server.request(null, { url: "/api/openapi.json" })).json();
    const operation = document.paths["/api/mobile/opinions"].post;
    expect(operation.security).toEqual([{ bearer: [] }, {}]);
    expect(operation.responses["429"].description).toContain("without a token (6712)");
    expect(document.paths["/api/mobile/sos"].post.security).toEqual([{ bearer: [] }]);
  });
});
