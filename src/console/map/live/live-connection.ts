/**
 * A floor's live stream, kept open (docs/live-editing.md): a ticket first (an EventSource cannot send
 * the bearer token), then the stream with it. A ticket is good once, so EventSource's own reconnection
 * would only be refused (3441): when the stream fails, ends or says `bye`, this closes it and opens a
 * new one with a new ticket, soon after a `bye` (another process takes it) and backing off while
 * failures repeat. Saves may have been missed while no stream was open: the hello of every stream
 * after the first is told as a `reload` too.
 */
import { type LiveEvent, liveEventNames, readLiveEvent } from "./live-events.ts";

/** What this needs of an EventSource (a fake one in the tests). */
export interface EventStream {
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveConnectionOptions {
  floor: string;
  /** a ticket for the floor's stream; null when none can be had now (tried again later) */
  ticket: (floor: string) => Promise<string | null>;
  /** opens the stream at `url` */
  open: (url: string) => EventStream;
  onEvent: (event: LiveEvent) => void;
  /** the stream is open (after its hello) or not */
  onOpen?: (open: boolean) => void;
}

/** the wait before opening again after a `bye`: another process is there at once */
export const byeDelayMs = 100;
/** the waits before opening again after failures in a row: 1 s, 2 s, 4 s… up to 30 s */
export const retryDelayMs = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

export const streamUrl = (floor: string, ticket: string) =>
  `/api/map/live?${new URLSearchParams({ profile: floor, ticket })}`;

export class LiveConnection {
  readonly #options: LiveConnectionOptions;
  #stream: EventStream | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #failures = 0;
  #opened = 0;
  #stopped = true;

  constructor(options: LiveConnectionOptions) {
    this.#options = options;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    void this.#connect();
  }

  /** Closes the stream for good (the floor is left): the server ends the editor's presence at once. */
  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#close();
  }

  async #connect(): Promise<void> {
    this.#timer = null;
    let ticket: string | null = null;
    try {
      ticket = await this.#options.ticket(this.#options.floor);
    } catch {
      ticket = null;
    }
    if (this.#stopped) return;
    if (ticket === null) {
      this.#again(retryDelayMs(++this.#failures));
      return;
    }
    const stream = this.#options.open(streamUrl(this.#options.floor, ticket));
    this.#stream = stream;
    for (const name of liveEventNames) {
      stream.addEventListener(name, (message) => {
        if (stream === this.#stream) this.#received(name, message.data);
      });
    }
    stream.onerror = () => {
      if (stream !== this.#stream) return;
      this.#close();
      this.#again(retryDelayMs(++this.#failures));
    };
  }

  #received(name: string, data: string) {
    const event = readLiveEvent(name, data);
    if (!event) return;
    if (event.kind === "bye") {
      this.#close();
      this.#again(byeDelayMs);
      return;
    }
    this.#options.onEvent(event);
    if (event.kind === "hello") {
      this.#failures = 0;
      this.#options.onOpen?.(true);
      if (this.#opened++ > 0) this.#options.onEvent({ kind: "reload", floor: event.floor });
    }
  }

  #close() {
    if (!this.#stream) return;
    this.#stream.close();
    this.#stream = null;
    this.#options.onOpen?.(false);
  }

  #again(delay: number) {
    if (this.#stopped || this.#timer) return;
    this.#timer = setTimeout(() => void this.#connect(), delay);
  }
}
