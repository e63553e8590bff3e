import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSse, type SseClient } from "../support/sse-client.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { square } from "./fixtures/geometries.ts";

type Staff = "admin" | "moderator";

describe.each(databaseKinds)("the map's live stream and presence on %s", (kind) => {
  let server: TestServer;
  let base = "";
  const opened: SseClient[] = [];
  const ticket = async (role: Staff, profile = "p2") => {
    const response = await server.request(role, {
      method: "POST",
      url: "/api/map/live/ticket",
      payload: { profile },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.ticket as string;
  };
  const open = async (role: Staff, profile = "p2") => {
    const client = await openSse(
      `${base}/api/map/live?profile=${profile}&ticket=${await ticket(role, profile)}`,
    );
    opened.push(client);
    return client;
  };
  const presence = (role: Staff, stream: string, selected: unknown) =>
    server.request(role, { method: "POST", url: "/api/map/presence", payload: { stream, selected } });

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await server.close();
  });

  it("says hello, shows who else is on the floor with their selection, and each save by anyone", async () => {
    const mine = await open("admin");
    const hello = await mine.next((e) => e.event === "hello");
    expect(hello.data).toMatchObject({ floor: "p2", you: { name: "Test admin" } });
    const theirs = await open("moderator");
    const theirHello = await theirs.next((e) => e.event === "hello");
    const both = await mine.next((e) => e.event === "presence" && e.data.editors.length === 2);
    expect(both.data.editors.map((e: { account: { name: string } }) => e.account.name)).toEqual([
      "Test admin",
      "Test moderator",
    ]);
    expect(both.data.editors[1]).toMatchObject({
      avatar: null,
      selected: [],
      stream: theirHello.data.stream,
    });
    expect(both.data.editors[1].colour).toMatch(/^#[0-9a-f]{6}$/);

    const selected = await presence("moderator", theirHello.data.stream, [7, 9]);
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json().data).toEqual({ floor: "p2" });
    await mine.next((e) => e.event === "presence" && e.data.editors[1]?.selected.join() === "7,9");

    const feature = {
      type: "Feature",
      geometry: square(19.47, 51.77),
      properties: { type: "room", key: "live1", name_pl: "Na żywo" },
    };
    const saved = await server.request("moderator", {
      method: "POST",
      url: "/api/geo/save",
      payload: {
        profile: "p2",
        p1: "19.46,51.76",
        p2: "19.48,51.78",
        new: [feature],
        edited: [],
        deleted: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [id] = saved.json().data.new;
    const event = await mine.next((e) => e.event === "save");
    expect(event.data).toMatchObject({ floor: "p2", by: { name: "Test moderator" }, deleted: [] });
    expect(event.data.features).toMatchObject([
      { id, version: 1, properties: { key: "live1", name_pl: "Na żywo" } },
    ]);

    const removed = await server.request("admin", {
      method: "DELETE",
      url: "/api/geo",
      payload: { ids: [id] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const deletion = await theirs.next((e) => e.event === "save" && e.data.deleted.length === 1);
    expect(deletion.data).toMatchObject({
      by: { name: "Test admin" },
      features: [],
      deleted: [{ id, version: 1 }],
    });

    theirs.close();
    const alone = await mine.next((e) => e.event === "presence" && e.data.editors.length === 1);
    expect(alone.data.editors[0].account.name).toBe("Test admin");
    mine.close();
  });

  it("sends a floor's saves to that floor's streams only", async () => {
    const other = await open("admin", "p3");
    await other.next((e) => e.event === "hello");
    const here = await open("moderator", "p4");
    await here.next((e) => e.event === "hello");
    const feature = {
      type: "Feature",
      geometry: square(19.47, 51.771),
      properties: { type: "room", key: "live2", name_pl: "Sala" },
    };
    await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile: "p4", features: [feature] },
    });
    await here.next((e) => e.event === "save");
    expect(other.events.filter((e) => e.event === "save")).toEqual([]);
    other.close();
    here.close();
  });

  it("refuses a stream without a good ticket (3441): none, unknown, spent, of another floor", async () => {
    const none = await fetch(`${base}/api/map/live?profile=p2`);
    expect(none.status).toBe(401);
    expect((await none.json()).errors).toEqual({ ticket: [3441] });
    const unknown = await fetch(`${base}/api/map/live?profile=p2&ticket=${"a".repeat(32)}`);
    expect(unknown.status).toBe(401);
    const good = await ticket("admin");
    const first = await openSse(`${base}/api/map/live?profile=p2&ticket=${good}`);
    opened.push(first);
    expect(first.status).toBe(200);
    const again = await fetch(`${base}/api/map/live?profile=p2&ticket=${good}`);
    expect(again.status).toBe(401);
    const elsewhere = await fetch(`${base}/api/map/live?profile=p1&ticket=${await ticket("admin", "p2")}`);
    expect(elsewhere.status).toBe(401);
    first.close();
  });

  it("caps one account's open streams at 5 (3442)", async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => open("moderator", "p5")));
    await Promise.all(five.map((c) => c.next((e) => e.event === "hello")));
    const sixth = await fetch(`${base}/api/map/live?profile=p5&ticket=${await ticket("moderator", "p5")}`);
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).errors).toEqual({ general: [3442] });
    for (const client of five) client.close();
  });

  it("refuses presence sent too often (3443), for a stream not one's own (3444), and a bad selection (3445)", async () => {
    const mine = await open("admin", "p6");
    const { stream } = (await mine.next((e) => e.event === "hello")).data;
    expect((await presence("admin", stream, [1])).statusCode).toBe(200);
    const soon = await presence("admin", stream, [2]);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().errors).toEqual({ general: [3443] });
    const notMine = await presence("moderator", stream, [1]);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().errors).toEqual({ stream: [3444] });
    const bad = await presence("admin", "not-a-stream", [0, "x"]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ stream: [9006], selected: [3445] });
    const many = await presence(
      "admin",
      stream,
      Array.from({ length: 1001 }, (_, i) => i + 1),
    );
    expect(many.json().errors).toEqual({ selected: [3445] });
    mine.close();
  });

  it("refuses new streams while draining, and ends every stream with bye when the server closes", async () => {
    const closing = await startTestServer(kind);
    try {
      const url = await closing.app.listen({ port: 0, host: "127.0.0.1" });
      const given = await closing.request("admin", {
        method: "POST",
        url: "/api/map/live/ticket",
        payload: { profile: "p7" },
      });
      const mine = await openSse(`${url}/api/map/live?profile=p7&ticket=${given.json().data.ticket}`);
      await mine.next((e) => e.event === "hello");
      // draining: the open stream goes on, a new one is refused so that its client opens one elsewhere
      closing.app.drain();
      const again = await closing.request("admin", {
        method: "POST",
        url: "/api/map/live/ticket",
        payload: { profile: "p7" },
      });
      const refused = await fetch(`${url}/api/map/live?profile=p7&ticket=${again.json().data.ticket}`);
      expect(refused.status).toBe(503);
      expect((await refused.json()).errors).toEqual({ general: [9011] });
      const closed = closing.app.close();
      const bye = await mine.next((e) => e.event === "bye");
      expect(bye.data).toEqual({ reason: "shutdown" });
      await mine.ended;
      await closed;
    } finally {
      await closing.close();
    }
  });
});
