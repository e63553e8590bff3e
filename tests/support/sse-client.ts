/**
 * A reader of server-sent events over fetch, for the tests of GET /api/map/live (Node has no
 * EventSource without a flag): every event is kept with the time it arrived, and a test waits for the
 * one it expects.
 */
export interface SseEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the event it expects
  data: any;
  /** performance.now() when it arrived */
  at: number;
}

export interface SseClient {
  status: number;
  events: SseEvent[];
  /** the first event, from the `from`th on, that `match` takes; fails after `timeoutMs` */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** resolves when the server ended the stream */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal, headers: { accept: "text/event-stream" } });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const arrived = () => {
    for (const waiter of waiters) waiter();
  };
  const ended = (async () => {
    if (!response.body) return;
    // A refusal's body is let go: unread, it would hold its connection until the server's keep-alive
    // time ran out, and a closing server would wait for it.
    if (response.status !== 200) return response.body.cancel();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) {
            events.push({ event, data: JSON.parse(data), at: performance.now() });
            arrived();
          }
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    close: () => abort.abort(),
    next(match, timeoutMs = 10_000, from = 0) {
      return new Promise((done, fail) => {
        const look = () => {
          const found = events.slice(from).find(match);
          if (!found) return;
          waiters.delete(look);
          clearTimeout(timer);
          done(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          fail(
            new Error(
              `no such event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
  };
}
