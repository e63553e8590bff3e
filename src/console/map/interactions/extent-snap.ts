/**
 * Snapping (to vertices and edges) to the features drawn in and around the view only. OpenLayers'
 * Snap indexes every segment of every feature it is given at once; a floor of 5,000 features would
 * stall the page for longer than a frame, so the features of the view are handed over in small
 * chunks, one idle callback each, after every move of the view and change of the source: a floor
 * switch draws the new floor first, and the indexing's garbage does not land in its tasks. Snap
 * indexes Features: a feature the layer only draws is handed over as a Feature of its geometry.
 * While snapping is off, nothing is indexed and nothing listens.
 */
import Collection from "ol/Collection";
import type { EventsKey } from "ol/events";
import { buffer, getWidth } from "ol/extent";
import Feature from "ol/Feature";
import Snap from "ol/interaction/Snap";
import type OlMap from "ol/Map";
import type MapBrowserEvent from "ol/MapBrowserEvent";
import { unByKey } from "ol/Observable";
import RenderFeature, { toGeometry } from "ol/render/Feature";
import type { DrawnFeature, MapFeature, MapFeatureLayer } from "../editor/session-layer.ts";
import { whenIdle } from "../editor/when-idle.ts";

export interface ExtentSnapOptions {
  /** the layer of the features to snap to (those outside the view are left out), whose source changes */
  layer: MapFeatureLayer;
  /** pixels within which the pointer snaps; default 10 */
  pixelTolerance?: number;
  /** features indexed per task; default 200 */
  chunkSize?: number;
}

/** Past this many removals re-indexing from scratch is cheaper than removing one by one. */
const rebuildAbove = 64;
/** A chunk is indexed this long after the last at the latest, however busy the page. */
const chunkDelayMs = 250;

/** What Snap indexes for a feature of the layer. */
const snapTarget = (feature: DrawnFeature): MapFeature =>
  feature instanceof RenderFeature ? new Feature(toGeometry(feature)) : feature;

export class ExtentSnap extends Snap {
  readonly #indexed: Collection<MapFeature>;
  /** the features of the layer indexed, with what was indexed for each */
  readonly #snapped = new Map<DrawnFeature, MapFeature>();
  readonly #layer: MapFeatureLayer;
  readonly #chunkSize: number;
  #queue: DrawnFeature[] = [];
  #listeners: EventsKey[] = [];
  #cancelPump: (() => void) | null = null;
  #refresh: ReturnType<typeof setTimeout> | null = null;

  constructor({ layer, pixelTolerance = 10, chunkSize = 200 }: ExtentSnapOptions) {
    const indexed = new Collection<MapFeature>();
    super({ features: indexed, pixelTolerance, vertex: true, edge: true });
    this.#indexed = indexed;
    this.#layer = layer;
    this.#chunkSize = chunkSize;
    this.on("change:active", () => this.#restart());
  }

  /**
   * Snap puts off re-indexing the features changed during a press until the release, so that a
   * dragged vertex does not snap to itself. A release it never saw (snapping switched off during the
   * drag, the button let go over a context menu) would put off every later change, an undo's too,
   * until some other release, and the pointer would snap to where features were. The same pointer
   * pressed again tells that its release was lost: the changes are indexed before this press snaps.
   */
  override handleEvent(event: MapBrowserEvent): boolean {
    const { pointerId } = event.originalEvent as PointerEvent;
    if (
      event.type === "pointerdown" &&
      this.handlingDownUpSequence &&
      this.targetPointers.some((pointer) => pointer.pointerId === pointerId)
    ) {
      this.handleUpEvent(event);
      this.handlingDownUpSequence = false;
    }
    return super.handleEvent(event);
  }

  // Snap declares a map always, though OpenLayers passes null when the interaction leaves the map.
  override setMap(map: OlMap): void {
    this.#stop();
    this.#dropIndex(map);
    if (!map || !this.getActive()) return;
    const later = () => this.#scheduleRefresh();
    const restart = () => this.#restart();
    const source = this.#layer.getSource();
    this.#listeners = [
      map.on("moveend", later),
      this.#layer.on("change:source", restart),
      ...(source ? [source.on("addfeature", later), source.on("removefeature", later)] : []),
    ];
    this.#scheduleRefresh();
  }

  #restart() {
    const map = this.getMap();
    if (map) this.setMap(map);
    else this.#stop();
  }

  /**
   * Empties the index and attaches to `map`. Removing indexed features one by one costs a search of
   * the index per segment (hundreds of ms for a floor); Snap detached from its map clears the index
   * in one go and does not hear the collection being emptied.
   */
  #dropIndex(map: OlMap | null) {
    super.setMap(null as unknown as OlMap);
    this.#indexed.clear();
    this.#snapped.clear();
    if (map) super.setMap(map);
  }

  #stop() {
    unByKey(this.#listeners);
    this.#listeners = [];
    this.#cancelPump?.();
    if (this.#refresh) clearTimeout(this.#refresh);
    this.#cancelPump = this.#refresh = null;
    this.#queue = [];
  }

  #scheduleRefresh() {
    if (this.#refresh || !this.getActive()) return;
    this.#refresh = setTimeout(() => {
      this.#refresh = null;
      this.#update();
    }, 0);
  }

  #update() {
    const map = this.getMap();
    const size = map?.getSize();
    if (!map || !size || !this.getActive()) return;
    const view = map.getView().calculateExtent(size);
    const wanted = new Set(this.#layer.getSource()?.getFeaturesInExtent(buffer(view, getWidth(view) / 4)));
    const stale = [...this.#snapped].filter(([feature]) => !wanted.has(feature));
    if (stale.length > rebuildAbove) this.#dropIndex(map);
    else {
      for (const [feature, indexed] of stale) {
        this.#snapped.delete(feature);
        this.#indexed.remove(indexed);
      }
    }
    this.#queue = [...wanted].filter((feature) => !this.#snapped.has(feature));
    this.#pumpQueue();
  }

  #pumpQueue() {
    if (this.#cancelPump || this.#queue.length === 0) return;
    this.#cancelPump = whenIdle(() => {
      this.#cancelPump = null;
      const chunk = this.#queue.splice(0, this.#chunkSize).map((feature) => {
        const indexed = snapTarget(feature);
        this.#snapped.set(feature, indexed);
        return indexed;
      });
      this.#indexed.extend(chunk);
      this.#pumpQueue();
    }, chunkDelayMs);
  }
}
