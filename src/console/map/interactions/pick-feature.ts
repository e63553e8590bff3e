/**
 * Picking one feature for the route preview: while active, a click on the map hands the topmost
 * feature under the pointer (or null, for a click on nothing) to `onPick` and goes no further, so the
 * selection stays as it was. Added after the other interactions, it sees clicks first.
 */
import type { FeatureLike } from "ol/Feature";
import Interaction from "ol/interaction/Interaction";
import type Layer from "ol/layer/Layer";
import type MapBrowserEvent from "ol/MapBrowserEvent";

export interface PickFeatureOptions {
  /** the layer whose features can be picked */
  layer: Layer;
  onPick: (key: string | null) => void;
  /** pixels around the pointer that still hit a feature; default 4 */
  hitTolerance?: number;
}

export class PickFeature extends Interaction {
  readonly #options: PickFeatureOptions;

  constructor(options: PickFeatureOptions) {
    super();
    this.#options = options;
  }

  override handleEvent(event: MapBrowserEvent): boolean {
    if (event.type !== "click") return true;
    const { layer, onPick, hitTolerance = 4 } = this.#options;
    let key: string | null = null;
    event.map.forEachFeatureAtPixel(
      event.pixel,
      (feature: FeatureLike) => {
        key = String(feature.getId());
        return true;
      },
      { layerFilter: (candidate) => candidate === layer, hitTolerance },
    );
    onPick(key);
    return false;
  }
}
