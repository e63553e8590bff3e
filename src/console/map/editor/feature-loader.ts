/**
 * Loading a floor's features for the view (spec §4: a floor and two corners, cancellable): page after
 * page until the server says there is no next one, each page handed over as it arrives, progress
 * reported in features. A new view cancels the load still running; a box inside one already loaded
 * on this floor is not asked for again.
 */
import { containsExtent, type Extent, extend } from "ol/extent";
import type { StoredFeature } from "../session/types.ts";
import { type ExtentPage, fetchExtentPage, type LonLatBox } from "./map-api.ts";

export interface LoadProgress {
  active: boolean;
  /** features received by the load running or last finished */
  loaded: number;
}

export interface FeatureLoaderOptions {
  onProgress: (progress: LoadProgress) => void;
  /** features per page (default 5,000, the server's own); the server allows up to 10,000 */
  pageSize?: number;
  fetchPage?: typeof fetchExtentPage;
}

export class FeatureLoader {
  readonly #options: FeatureLoaderOptions;
  #loaded: Extent[] = [];
  #controller: AbortController | null = null;
  #count = 0;

  constructor(options: FeatureLoaderOptions) {
    this.#options = options;
  }

  /** Whether `box` lies inside a box loaded whole since the last `forget`. */
  covered(box: LonLatBox): boolean {
    return this.#loaded.some((loaded) => containsExtent(loaded, [...box]));
  }

  /** The box around everything loaded since the last `forget`, or null. */
  loadedBounds(): LonLatBox | null {
    if (this.#loaded.length === 0) return null;
    const [first, ...rest] = this.#loaded;
    const bounds = rest.reduce((all, box) => extend(all, box), [...(first ?? [])]);
    return [bounds[0] ?? 0, bounds[1] ?? 0, bounds[2] ?? 0, bounds[3] ?? 0];
  }

  /**
   * Loads `box` of `floor` page by page into `onPage`. Resolves true once every page arrived, false
   * when cancelled or when a page failed (the failure handler has shown why).
   */
  async load(floor: string, box: LonLatBox, onPage: (features: StoredFeature[]) => void): Promise<boolean> {
    const controller = this.#start();
    try {
      await this.#pages(floor, box, controller.signal, onPage);
      this.#loaded.push([...box]);
      return true;
    } catch {
      return false;
    } finally {
      this.#finish(controller);
    }
  }

  /** Every feature of `box` on `floor`, gathered before any is handed over (a reload after a save). */
  async fetchAll(floor: string, box: LonLatBox): Promise<StoredFeature[] | null> {
    const controller = this.#start();
    const all: StoredFeature[] = [];
    try {
      await this.#pages(floor, box, controller.signal, (features) => all.push(...features));
      this.#loaded.push([...box]);
      return all;
    } catch {
      return null;
    } finally {
      this.#finish(controller);
    }
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
    onPage: (features: StoredFeature[]) => void,
  ) {
    const fetchPage = this.#options.fetchPage ?? fetchExtentPage;
    const limit = this.#options.pageSize ?? 5000;
    let after: number | null = null;
    do {
      const page: ExtentPage = await fetchPage(floor, box, { after, limit }, signal);
      if (signal.aborted) throw new DOMException("aborted", "AbortError");
      onPage(page.features);
      this.#count += page.features.length;
      if (page.next !== null) this.#options.onProgress({ active: true, loaded: this.#count });
      after = page.next;
    } while (after !== null);
  }
}
