/** The shapes of the spec §7 extent call as the loader sees them, free of the HTTP client. */
import type { StoredFeature } from "../session/types.ts";

/** [minLon, minLat, maxLon, maxLat] in degrees */
export type LonLatBox = readonly [number, number, number, number];

export interface ExtentPage {
  features: StoredFeature[];
  /** the cursor of the following page, null on the last */
  next: number | null;
}

/** Asks the server for one page of a floor's features in a box. */
export type FetchExtentPage = (
  floor: string,
  box: LonLatBox,
  page: {
    after: number | null;
    limit: number;
    priority?: RequestPriority;
    /** fetching in advance: a failure is not shown, the floor is loaded again when it is opened */
    quiet?: boolean;
    /** the floor as this release has it (read-only); absent or null: the draft */
    release?: number | null;
  },
  signal: AbortSignal,
) => Promise<ExtentPage>;
