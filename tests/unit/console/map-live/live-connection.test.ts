import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  byeDelayMs,
  type EventStream,
  LiveConnection,
  retryDelayMs,
} from "../../../../src/console/map/live/live-connection.ts";
import type { LiveEvent } from "../../../../src/console/map/live/live-events.ts";

/** An EventSource as the connection sees it: events and errors are sent by the test. */
class FakeStream implements EventStream {
  readonly url: string;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? [])
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
}

function connection(tickets: (string | null)[]) {
  const streams: FakeStream[] = [];
  const events: LiveEvent[] = [];
  const open: boolean[] = [];
  const ticket = vi.fn(async () => tickets.shift() ?? null);
  const live = new LiveConnection({
    floor: "p1",
    ticket,
    open: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
    onEvent: (event) => events.push(event),
    onOpen: (state) => open.push(state),
  });
  return { live, streams, events, open, ticket };
}

const hello = (stream: string) => ({ stream, floor: "p1", you: { id: 1, name: "A" } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("LiveConnection", () => {
  it("opens the floor's stream with a ticket and passes its events on", async () => {
    const { live, streams, events, open } = connection(["t1"]);
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.map((s) => s.url)).toEqual(["/api/map/live?profile=p1&ticket=t1"]);
    streams[0]?.emit("hello", hello("s1"));
    streams[0]?.emit("presence", { floor: "p1", editors: [] });
    streams[0]?.emit("save", { floor: "p1", bad: true });
    expect(events.map((e) => e.kind)).toEqual(["hello", "presence"]);
    expect(open).toEqual([true]);
  });

  it("after a bye opens another stream with a new ticket, and has the floor read again", async () => {
    const { live, streams, events, ticket } = connection(["t1", "t2"]);
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    streams[0]?.emit("hello", hello("s1"));
    streams[0]?.emit("bye", { reason: "shutdown" });
    expect(streams[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(byeDelayMs);
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(streams[1]?.url).toContain("ticket=t2");
    streams[1]?.emit("hello", hello("s2"));
    expect(events.map((e) => e.kind)).toEqual(["hello", "hello", "reload"]);
  });

  it("after a failure (a spent ticket, a lost connection) closes it and backs off while failures repeat", async () => {
    const { live, streams } = connection(["t1", "t2", "t3", "t4"]);
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    streams[0]?.fail();
    expect(streams[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) - 1);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);
    streams[1]?.fail();
    await vi.advanceTimersByTimeAsync(retryDelayMs(2) - 1);
    expect(streams).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(3);
    // An open stream resets the back-off.
    streams[2]?.emit("hello", hello("s3"));
    streams[2]?.fail();
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect(streams).toHaveLength(4);
  });

  it("tries again later when no ticket can be had", async () => {
    const { live, streams, ticket } = connection([null, "t2"]);
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(streams).toHaveLength(1);
  });

  it("stops for good: the stream closed, nothing opened again", async () => {
    const { live, streams } = connection(["t1", "t2"]);
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    live.stop();
    expect(streams[0]?.closed).toBe(true);
    streams[0]?.fail();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(1);
  });

  it("waits at most 30 s between tries", () => {
    expect([1, 2, 3, 5, 6, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});
