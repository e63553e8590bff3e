/**
 * The app's answer memory (answer-store.ts): a kept answer is given back until its time, the moment it
 * stops being true, or a change;
 * while one request reads an answer, the same request from others waits for it instead of reading.
 */
import { describe, expect, it } from "vitest";
import { AnswerStore } from "../../../src/server/app-api/answer-store.ts";

const answer = { body: Buffer.from("{}"), tag: '"t"', type: "application/json", codings: new Map() };

function hearingStore(now: { ms: number }) {
  const store = new AnswerStore(5000, 10, () => now.ms);
  store.hearingOthers(true);
  return store;
}

describe("the app's answer memory", () => {
  it("keeps an answer until its time, and forgets it on a change", () => {
    const now = { ms: 0 };
    const store = hearingStore(now);
    const request = {};
    store.open(request, "/a", () => {});
    store.keep(request, "/a", answer);
    expect(store.get("/a")?.tag).toBe('"t"');
    now.ms = 4999;
    expect(store.get("/a")).toBeDefined();
    now.ms = 5000;
    expect(store.get("/a")).toBeUndefined();
    store.open(request, "/a", () => {});
    store.keep(request, "/a", answer);
    store.forget();
    expect(store.get("/a")).toBeUndefined();
  });

  it("keeps an answer no longer than it holds (a closure starting or ending), however young", () => {
    const now = { ms: 0 };
    const store = hearingStore(now);
    const request = {};
    store.open(request, "/route", () => {});
    store.keep(request, "/route", { ...answer, until: 1200 });
    now.ms = 1199;
    expect(store.get("/route")).toBeDefined();
    now.ms = 1200;
    expect(store.get("/route")).toBeUndefined();
  });

  it("does not keep what was read before a change", () => {
    const store = hearingStore({ ms: 0 });
    const request = {};
    store.open(request, "/a", () => {});
    store.forget();
    store.keep(request, "/a", answer);
    expect(store.get("/a")).toBeUndefined();
  });

  it("lets the same read wait for the one in progress, woken when it keeps its answer", async () => {
    const store = hearingStore({ ms: 0 });
    const leader = {};
    expect(store.whenRead("/a")).toBeUndefined();
    store.open(leader, "/a", () => {});
    const waiting = store.whenRead("/a");
    expect(waiting).toBeInstanceOf(Promise);
    expect(store.whenRead("/b")).toBeUndefined();
    store.keep(leader, "/a", answer);
    await waiting;
    expect(store.get("/a")?.tag).toBe('"t"');
    expect(store.whenRead("/a")).toBeUndefined();
  });

  it("wakes the waiting when the read ends without an answer to keep", async () => {
    const store = hearingStore({ ms: 0 });
    let ended = () => {};
    store.open({}, "/a", (release) => {
      ended = release;
    });
    const waiting = store.whenRead("/a");
    ended();
    await waiting;
    expect(store.get("/a")).toBeUndefined();
    expect(store.whenRead("/a")).toBeUndefined();
  });

  it("makes nobody wait while other processes' changes may be missed", () => {
    const store = hearingStore({ ms: 0 });
    store.hearingOthers(false);
    store.open({}, "/a", () => {});
    expect(store.whenRead("/a")).toBeUndefined();
  });
});
