/**
 * This process's live streams of the map (GET /api/map/live, docs/live-editing.md), by floor, and
 * what reaches them: saves and presence, from this process at once and from the others through
 * LISTEN (map_saved, map_presence). A save is read once per process from the kept versions it names
 * (live-announce.ts) and sent to every stream of its floor; presence is read again whenever it
 * changes anywhere, and every sweepMs for the editors who went quiet, and sent when it differs from
 * what the floor's streams last got.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import {
  type FloorWrite,
  type MapWriteAnnouncement,
  readAnnouncement,
  savedChannel,
} from "./live-announce.ts";
import { type Editor, floorPresence, forgetDeadPresence } from "./live-presence.ts";
import { asFeature, type VersionedFeature } from "./save-merge.ts";

export const presenceChannel = "map_presence";
/** how often quiet editors are looked for, and a comment is sent to keep proxies from closing idle streams */
export const sweepMs = 5000;
/** a save of more kept versions than this is sent as `reload`: the console reads the floor again */
export const maxFeaturesPerEvent = 2000;

export interface LiveStream {
  id: string;
  floor: string;
  /** one server-sent event, or a comment when `event` is null */
  send(event: string | null, data: unknown): void;
  /** ends the stream from the server's side */
  end(): void;
}

/** The `save` event: what one transaction wrote on the floor. */
export interface SaveEvent {
  floor: string;
  by: { id: number; name: string } | null;
  features: VersionedFeature[];
  deleted: { id: number; version: number }[];
}

interface ChangeRow {
  id: number;
  version: number;
  deleted: boolean;
  type: string;
  geometry: unknown;
  properties: Record<string, unknown>;
  author_id: number | null;
  author_name: string | null;
}

export class LiveHub {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #floors = new Map<string, Set<LiveStream>>();
  /** the presence each floor's streams last got, as JSON */
  readonly #sentPresence = new Map<string, string>();
  /** floors whose presence is being read, and those to read again after */
  readonly #reading = new Set<string>();
  readonly #again = new Set<string>();
  #sweep: NodeJS.Timeout | undefined;
  #missed = false;

  constructor(db: Database, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  /** listens to the other processes; the sweep runs while streams are open */
  start(): void {
    this.#db.listenToOthers(savedChannel, {
      ready: () => this.#caughtUp(),
      lost: () => {
        this.#missed = true;
      },
      notify: (payload) => {
        const write = readAnnouncement(payload);
        if (write && write.process !== this.#db.process) this.#deliver(write);
      },
    });
    this.#db.listenToOthers(presenceChannel, {
      ready: () => undefined,
      lost: () => undefined,
      notify: (floor) => this.presenceChanged(floor, false),
    });
  }

  add(stream: LiveStream): void {
    const streams = this.#floors.get(stream.floor) ?? new Set();
    streams.add(stream);
    this.#floors.set(stream.floor, streams);
    this.#sentPresence.delete(stream.floor);
    this.#sweep ??= setInterval(() => this.#sweepFloors(), sweepMs).unref();
  }

  remove(stream: LiveStream): void {
    const streams = this.#floors.get(stream.floor);
    streams?.delete(stream);
    if (streams?.size === 0) {
      this.#floors.delete(stream.floor);
      this.#sentPresence.delete(stream.floor);
    }
    if (this.#floors.size === 0) {
      clearInterval(this.#sweep);
      this.#sweep = undefined;
    }
  }

  /** streams open on `floor` in this process */
  count(floor?: string): number {
    if (floor !== undefined) return this.#floors.get(floor)?.size ?? 0;
    return [...this.#floors.values()].reduce((sum, streams) => sum + streams.size, 0);
  }

  /** a write of this process, committed */
  saved(announcement: MapWriteAnnouncement): void {
    for (const write of announcement.floors) this.#deliver(write);
  }

  /**
   * Presence on `floor` changed (a stream opened or closed, a selection): read and sent to this
   * process's streams, and, when `tellOthers`, announced to the other processes.
   */
  presenceChanged(floor: string, tellOthers = true): void {
    if (tellOthers) {
      this.#db.query("SELECT pg_notify($1, $2)", [presenceChannel, floor]).catch((error: unknown) => {
        this.#log.warn({ err: error, floor }, "map presence not announced to the other processes");
      });
    }
    if (this.#floors.has(floor)) void this.#sendPresence(floor);
  }

  /** ends every stream: the process is closing (its clients open one on another process) */
  endAll(): void {
    clearInterval(this.#sweep);
    this.#sweep = undefined;
    for (const streams of this.#floors.values()) {
      for (const stream of streams) {
        stream.send("bye", { reason: "shutdown" });
        stream.end();
      }
    }
    this.#floors.clear();
  }

  /** after a lost LISTEN connection came back: saves may have been missed, so each stream's client reads its floor again */
  #caughtUp(): void {
    if (!this.#missed) return;
    this.#missed = false;
    for (const [floor, streams] of this.#floors)
      for (const stream of streams) stream.send("reload", { floor });
  }

  async #deliver(write: FloorWrite): Promise<void> {
    const streams = this.#floors.get(write.floor);
    if (!streams?.size) return;
    if (write.to - write.from + 1 > maxFeaturesPerEvent) {
      for (const stream of streams) stream.send("reload", { floor: write.floor });
      return;
    }
    try {
      const rows = await this.#db.query<ChangeRow>(
        `SELECT c.id, c.version, c.deleted, c.type, c.geometry, c.properties, c.author_id, u.name AS author_name
           FROM map_feature_change c LEFT JOIN app_user u ON u.id = c.author_id
          WHERE c.seq BETWEEN $1 AND $2 AND c.floor = $3 ORDER BY c.seq`,
        [write.from, write.to, write.floor],
      );
      const event = saveEvent(write.floor, rows);
      for (const stream of this.#floors.get(write.floor) ?? []) stream.send("save", event);
    } catch (error) {
      this.#log.warn({ err: error, floor: write.floor }, "a map save was not sent to the live streams");
      for (const stream of this.#floors.get(write.floor) ?? []) stream.send("reload", { floor: write.floor });
    }
  }

  /** reads the floor's presence and sends it where it differs from the last sent; one read per floor at a time */
  async #sendPresence(floor: string): Promise<void> {
    if (this.#reading.has(floor)) {
      this.#again.add(floor);
      return;
    }
    this.#reading.add(floor);
    try {
      const editors: Editor[] = await floorPresence(this.#db, floor);
      const json = JSON.stringify(editors);
      if (this.#floors.has(floor) && this.#sentPresence.get(floor) !== json) {
        this.#sentPresence.set(floor, json);
        for (const stream of this.#floors.get(floor) ?? []) stream.send("presence", { floor, editors });
      }
    } catch (error) {
      this.#log.warn({ err: error, floor }, "map presence not read");
    } finally {
      this.#reading.delete(floor);
      if (this.#again.delete(floor)) void this.#sendPresence(floor);
    }
  }

  #sweepFloors(): void {
    forgetDeadPresence(this.#db).catch(() => undefined);
    for (const [floor, streams] of this.#floors) {
      for (const stream of streams) stream.send(null, "keep-alive");
      void this.#sendPresence(floor);
    }
  }
}

/** The rows of one transaction on one floor as a `save` event: the last state of each feature. */
export function saveEvent(floor: string, rows: ChangeRow[]): SaveEvent {
  const last = new Map<number, ChangeRow>();
  for (const row of rows) last.set(row.id, row);
  const authors = rows.find((row) => row.author_id !== null);
  return {
    floor,
    by: authors?.author_id ? { id: authors.author_id, name: authors.author_name ?? "" } : null,
    features: [...last.values()].filter((row) => !row.deleted).map((row) => asFeature(row)),
    deleted: [...last.values()].filter((row) => row.deleted).map(({ id, version }) => ({ id, version })),
  };
}
