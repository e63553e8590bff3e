/**
 * Loading a floor's features for the view (spec §4: a floor and two corners, cancellable): page after
 * page until the server says there is no next one, each page handed over as it arrives, progress
 * reported in features. A new view cancels the load still running; a box inside one already loaded
 * on this floor is not asked for again.
 *
 * A floor switch that waits for the server cannot be drawn within a blink (the answer for 5,000 rooms
 * alone takes about 100 ms), so once a floor has loaded and the page is idle the other floors are
 * fetched in advance, at low priority, for the same box: nearest first, until `heldFeatureBudget`
 * features are held. A switch to one of them within `heldForMs` shows those features at once
 * instead of waiting for the server; older ones are asked for again. (Features someone else changed
 * meanwhile are caught by the save's versions, as for a floor kept open that long.)
 */
import type { StoredFeature } from "../session/types.ts";
import type { ExtentPage, FetchExtentPage, LonLatBox } from "./extent-page.ts";

const contains = (outer: LonLatBox, inner: LonLatBox) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && inner[2] <= outer[2] && inner[3] <= outer[3];

const around = (a: LonLatBox, b: LonLatBox): LonLatBox => [
  Math.min(a[0], b[0]),
  Math.min(a[1], b[1]),
  Math.max(a[2], b[2]),
  Math.max(a[3], b[3]),
];

export interface LoadProgress {
  active: boolean;
  /** features received by the load running or last finished */
  loaded: number;
}

export interface FeatureLoaderOptions {
  onProgress: (progress: LoadProgress) => void;
  /** features per page (default 5,000, the server's own); the server allows up to 10,000 */
  pageSize?: number;
  /** the call asking the server for one page (map-api.ts's `fetchExtentPage`) */
  fetchPage: FetchExtentPage;
  /** how long features fetched in advance may still be shown; default 2 minutes */
  heldForMs?: number;
  /** no further floor is fetched in advance once this many features are held; default 50,000 */
  heldFeatureBudget?: number;
  /** the clock, in ms */
  now?: () => number;
  /**
   * Work on a page before it is handed over or held (feature-preparation.ts), spread over tasks;
   * it may stop early when the signal aborts
   */
  prepare?: (features: StoredFeature[], signal: AbortSignal) => Promise<void>;
}

/** A floor's features fetched in advance. */
interface Held {
  box: LonLatBox;
  features: StoredFeature[];
  at: number;
}

export class FeatureLoader {
  readonly #options: FeatureLoaderOptions;
  #loaded: LonLatBox[] = [];
  #controller: AbortController | null = null;
  #count = 0;
  readonly #held = new Map<string, Held>();
  #prefetch: AbortController | null = null;

  constructor(options: FeatureLoaderOptions) {
    this.#options = options;
  }

  /** Whether `box` lies inside a box loaded whole since the last `forget`. */
  covered(box: LonLatBox): boolean {
    return this.#loaded.some((loaded) => contains(loaded, box));
  }

  /** The box around everything loaded since the last `forget`, or null. */
  loadedBounds(): LonLatBox | null {
    const [first, ...rest] = this.#loaded;
    return first ? rest.reduce(around, first) : null;
  }

  /**
   * Loads `box` of `floor` page by page into `onPage`, or at once from what was fetched in advance.
   * Resolves true once every page arrived, false when cancelled or when a page failed (the failure
   * handler has shown why).
   */
  async load(floor: string, box: LonLatBox, onPage: (features: StoredFeature[]) => void): Promise<boolean> {
    const held = this.#take(floor, box);
    if (held) {
      this.cancel();
      onPage(held.features);
      this.#loaded.push(held.box);
      this.#options.onProgress({ active: false, loaded: held.features.length });
      return true;
    }
    // The view's own load goes first: the floors fetched in advance can wait.
    this.#stopPrefetch();
    const controller = this.#start();
    try {
      await this.#pages(floor, box, controller.signal, "high", (features) => {
        onPage(features);
        this.#count += features.length;
        this.#options.onProgress({ active: true, loaded: this.#count });
      });
      this.#loaded.push(box);
      return true;
    } catch {
      return false;
    } finally {
      this.#finish(controller);
    }
  }

  /** Every feature of `box` on `floor`, gathered before any is handed over (a reload after a save). */
  async fetchAll(floor: string, box: LonLatBox): Promise<StoredFeature[] | null> {
    this.#held.delete(floor);
    const all: StoredFeature[] = [];
    const done = await this.load(floor, box, (features) => all.push(...features));
    return done ? all : null;
  }

  /**
   * Fetches the features of `box` on each of `floors` in turn (nearest first), at low priority, to be
   * shown by a later `load`, until the budget of held features is spent. Floors already held for that
   * box are skipped, those held for another box or too long ago let go; a `load` needing the server
   * stops it.
   */
  async prefetch(floors: readonly string[], box: LonLatBox): Promise<void> {
    this.#stopPrefetch();
    const controller = new AbortController();
    this.#prefetch = controller;
    for (const floor of this.#held.keys()) if (!this.#fresh(floor, box)) this.#held.delete(floor);
    const budget = this.#options.heldFeatureBudget ?? 50_000;
    for (const floor of floors) {
      if (this.#fresh(floor, box)) continue;
      if (this.#heldFeatures() >= budget) break;
      const features: StoredFeature[] = [];
      const at = this.#now();
      try {
        await this.#pages(floor, box, controller.signal, "low", (page) => features.push(...page), true);
      } catch {
        // Cancelled, or the server could not answer: the floor is simply loaded when it is opened.
        break;
      }
      this.#held.set(floor, { box, features, at });
    }
    if (this.#prefetch === controller) this.#prefetch = null;
  }

  /** The floors whose features are held, fresh, for `box`. */
  heldFloors(box: LonLatBox): string[] {
    return [...this.#held.keys()].filter((floor) => this.#fresh(floor, box));
  }

  cancel(): void {
    this.#controller?.abort();
    this.#controller = null;
    this.#options.onProgress({ active: false, loaded: 0 });
  }

  /** Cancels and forgets what was loaded (another floor, or the floor after a save). */
  forget(): void {
    this.cancel();
    this.#loaded = [];
  }

  /** Also drops what was fetched in advance (the editor goes away). */
  stop(): void {
    this.forget();
    this.#stopPrefetch();
    this.#held.clear();
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #heldFeatures(): number {
    let count = 0;
    for (const held of this.#held.values()) count += held.features.length;
    return count;
  }

  #fresh(floor: string, box: LonLatBox): Held | null {
    const held = this.#held.get(floor);
    if (!held || this.#now() - held.at > (this.#options.heldForMs ?? 120_000)) return null;
    return contains(held.box, box) ? held : null;
  }

  /** What is held for `floor` covering `box`, given up: features are shown once, then edited. */
  #take(floor: string, box: LonLatBox): Held | null {
    const held = this.#fresh(floor, box);
    this.#held.delete(floor);
    return held;
  }

  #stopPrefetch() {
    this.#prefetch?.abort();
    this.#prefetch = null;
  }

  #start(): AbortController {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    this.#count = 0;
    this.#options.onProgress({ active: true, loaded: 0 });
    return controller;
  }

  #finish(controller: AbortController) {
    if (this.#controller !== controller) return;
    this.#controller = null;
    this.#options.onProgress({ active: false, loaded: this.#count });
  }

  async #pages(
    floor: string,
    box: LonLatBox,
    signal: AbortSignal,
    priority: RequestPriority,
    onPage: (features: StoredFeature[]) => void,
    quiet = false,
  ) {
    const { fetchPage } = this.#options;
    const limit = this.#options.pageSize ?? 5000;
    let after: number | null = null;
    do {
      const page: ExtentPage = await fetchPage(floor, box, { after, limit, priority, quiet }, signal);
      await this.#options.prepare?.(page.features, signal);
      if (signal.aborted) throw new DOMException("aborted", "AbortError");
      onPage(page.features);
      after = page.next;
    } while (after !== null);
  }
}
