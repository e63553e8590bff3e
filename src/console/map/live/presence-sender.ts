/**
 * The editor's presence on its floor (POST /api/map/presence, docs/live-editing.md): the selection,
 * sent at once when it changes (what others see outlined within a second), and again every 10 s as a
 * sign of life (an editor quiet for 30 s is no longer shown). Never two within 250 ms of each other
 * (the server refuses those, 3443): a change within the gap is sent when it ends, the latest only.
 */

export type PresenceAnswer =
  /** taken */
  | "ok"
  /** sent again too soon (3443) */
  | "soon"
  /** the stream is not open (any more): the next stream's hello brings a new one */
  | "gone"
  | "failed";

export interface PresenceSenderOptions {
  send: (stream: string, selected: number[]) => Promise<PresenceAnswer>;
  heartbeatMs?: number;
  /** the least time between two sends (the server's limit) */
  gapMs?: number;
  now?: () => number;
}

export class PresenceSender {
  readonly #send: PresenceSenderOptions["send"];
  readonly #heartbeatMs: number;
  readonly #gapMs: number;
  readonly #now: () => number;
  #stream: string | null = null;
  #selected: number[] = [];
  #lastSent = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #sending = false;
  #pending = false;

  constructor({ send, heartbeatMs = 10_000, gapMs = 250, now = Date.now }: PresenceSenderOptions) {
    this.#send = send;
    this.#heartbeatMs = heartbeatMs;
    this.#gapMs = gapMs;
    this.#now = now;
  }

  /** The stream presence is for (a hello's), or null while none is open. */
  setStream(stream: string | null): void {
    if (stream === this.#stream) return;
    this.#stream = stream;
    this.#lastSent = Number.NEGATIVE_INFINITY;
    if (stream) this.#schedule(0);
    else this.#cancel();
  }

  /** The ids selected (unsaved features, which have none, are not named). */
  setSelection(selected: readonly number[]): void {
    const next = [...new Set(selected)].sort((a, b) => a - b);
    if (next.join() === this.#selected.join()) return;
    this.#selected = next;
    if (this.#stream) this.#schedule(0);
  }

  stop(): void {
    this.#stream = null;
    this.#cancel();
  }

  #cancel() {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /**
   * Sends in `delay` ms, or once the gap since the last send has passed if that is later; at once
   * when nothing holds it back (not after the page's next task: a selection re-renders the screen).
   */
  #schedule(delay: number) {
    this.#cancel();
    const wait = Math.max(delay, this.#lastSent + this.#gapMs - this.#now());
    if (wait <= 0 && !this.#sending) void this.#flush();
    else this.#timer = setTimeout(() => void this.#flush(), wait);
  }

  async #flush(): Promise<void> {
    this.#timer = null;
    const stream = this.#stream;
    if (!stream) return;
    if (this.#sending) {
      this.#pending = true;
      return;
    }
    this.#sending = true;
    this.#lastSent = this.#now();
    let answer: PresenceAnswer;
    try {
      answer = await this.#send(stream, this.#selected);
    } catch {
      answer = "failed";
    }
    this.#sending = false;
    if (stream !== this.#stream || answer === "gone") return;
    if (this.#pending || answer === "soon") {
      this.#pending = false;
      this.#schedule(0);
    } else if (!this.#timer) this.#schedule(this.#heartbeatMs);
  }
}
