/**
 * The extent call's features, kept in this process floor by floor as the JSON text it answers, and
 * read again only when the map has changed since. Asking the database for 5,000 features' JSON took
 * most of the call (on PGlite, reading the 2 MB answer out of the engine and collecting it cost more
 * than writing it): a kept floor is answered by picking the features in the box and joining their text.
 *
 * Freshness is the routing network's (revision-cache.ts): a change made by any process shows at the
 * next call. At most `featureBudget` features
 * are kept: the floors used longest ago are let go first, and a floor larger than the whole budget is
 * answered from what was read but not kept.
 */

import type { Floor } from "../../shared/floor.ts";
import type { Queryable } from "../db/database.ts";
import type { Paging } from "./extent.ts";
import type { Bounds } from "./geometry-rules.ts";
import { RevisionCache } from "./revision-cache.ts";

/** One page of an extent answer: the features as JSON text, comma-separated, and the next cursor. */
export interface FeaturePage {
  featuresJson: string;
  next: number | null;
}

/** A floor's features by ascending id: their bounding boxes four numbers each, and their JSON text. */
export interface FloorFeatures {
  ids: Int32Array;
  /** minX, minY, maxX, maxY of feature i at 4i … 4i + 3 */
  bounds: Float64Array;
  json: string[];
}

/** About 36 MB of JSON text for rooms like the benchmark's (3.55 MB per 10,000, bench/results/map-server.md). */
const defaultFeatureBudget = 100_000;

export class FloorCache {
  readonly #floors: RevisionCache<Floor, FloorFeatures>;
  /** floors of releases, "<release> <floor>": a release never changes, so they are kept until let go */
  readonly #released: RevisionCache<string, FloorFeatures>;

  constructor(db: Queryable, { featureBudget = defaultFeatureBudget } = {}) {
    const budget = { limit: featureBudget, sizeOf: (features: FloorFeatures) => features.ids.length };
    this.#floors = new RevisionCache(db, (floor) => readFloor(db, floor), { budget });
    this.#released = new RevisionCache(
      db,
      (key) => {
        const [release, floor] = key.split(" ");
        return readReleasedFloor(db, Number(release), floor as Floor);
      },
      { budget, revision: async () => 0 },
    );
  }

  /**
   * The page of `floor`'s features overlapping `box` after `paging.after`, as the map is now (the
   * draft), or as release `release` has it.
   */
  async page(floor: Floor, box: Bounds, paging: Paging, release?: number): Promise<FeaturePage> {
    const features =
      release === undefined ? await this.#floors.get(floor) : await this.#released.get(`${release} ${floor}`);
    return pageOf(features, box, paging);
  }
}

/**
 * Every feature of `floor`, by id, with its box and its JSON text as the extent call answers it. The
 * database answers the features' lines (kept with each feature, migration 020: "id minX minY maxX maxY
 * json") in one text: thousands of rows cost PGlite far more to hand over than one long value. JSON
 * written from jsonb never holds a raw line break, and floats are written exactly (the shortest text
 * that reads back the same).
 */
export async function readFloor(db: Queryable, floor: Floor): Promise<FloorFeatures> {
  const [row] = await db.query<{ lines: string | null }>(
    `SELECT string_agg(answer_line, E'\\n' ORDER BY id) AS lines FROM map_feature WHERE floor = $1`,
    [floor],
  );
  return parsedLines(row?.lines ?? null);
}

/** `floor` as release `release` has it (migration 023), read as the draft's floor is. */
export async function readReleasedFloor(
  db: Queryable,
  release: number,
  floor: Floor,
): Promise<FloorFeatures> {
  const [row] = await db.query<{ lines: string | null }>(
    `SELECT string_agg(answer_line, E'\\n' ORDER BY id) AS lines FROM map_release_feature
     WHERE floor = $1 AND from_release <= $2 AND (until_release IS NULL OR until_release > $2)`,
    [floor, release],
  );
  return parsedLines(row?.lines ?? null);
}

function parsedLines(text: string | null): FloorFeatures {
  const lines = text ? text.split("\n") : [];
  const ids = new Int32Array(lines.length);
  const bounds = new Float64Array(lines.length * 4);
  const json: string[] = new Array(lines.length);
  lines.forEach((line, i) => {
    let start = 0;
    for (let field = 0; field < 5; field++) {
      const end = line.indexOf(" ", start);
      const value = Number(line.slice(start, end));
      if (field === 0) ids[i] = value;
      else bounds[i * 4 + field - 1] = value;
      start = end + 1;
    }
    json[i] = line.slice(start);
  });
  return { ids, bounds, json };
}

/**
 * The features overlapping `box` (edges touching count, as PostgreSQL's `&&` has it) with an id after
 * `after`, at most `limit`; `next` is the page's last id when another such feature follows.
 */
export function pageOf(features: FloorFeatures, box: Bounds, { limit, after }: Paging): FeaturePage {
  const { ids, bounds, json } = features;
  const [minX, minY, maxX, maxY] = box;
  const overlaps = (i: number) =>
    (bounds[i * 4] ?? 0) <= maxX &&
    minX <= (bounds[i * 4 + 2] ?? 0) &&
    (bounds[i * 4 + 1] ?? 0) <= maxY &&
    minY <= (bounds[i * 4 + 3] ?? 0);
  const picked: string[] = [];
  let i = firstAfter(ids, after);
  let last = 0;
  for (; i < ids.length && picked.length < limit; i++) {
    if (!overlaps(i)) continue;
    picked.push(json[i] ?? "");
    last = ids[i] ?? 0;
  }
  let more = false;
  for (; i < ids.length && !more; i++) more = overlaps(i);
  return { featuresJson: picked.join(","), next: more ? last : null };
}

/** The index of the first id greater than `after` in the ascending `ids`. */
function firstAfter(ids: Int32Array, after: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] ?? 0) <= after) low = middle + 1;
    else high = middle;
  }
  return low;
}
