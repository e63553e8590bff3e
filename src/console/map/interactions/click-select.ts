/**
 * Selection by clicking: a click picks the topmost feature under the pointer, shift-click adds it to
 * the selection or takes it out, alt-click picks the next feature below the one selected (a room's
 * level under the room), and a click on nothing clears the selection.
 */
import type { FeatureLike } from "ol/Feature";
import Interaction from "ol/interaction/Interaction";
import type Layer from "ol/layer/Layer";
import type MapBrowserEvent from "ol/MapBrowserEvent";

export interface ClickSelectOptions {
  /** the layer whose features can be picked */
  layer: Layer;
  /** the selected keys, for alt-click to step below the current one */
  selected: () => readonly string[];
  /** `key` is null when nothing is under the pointer; `toggle` when shift was held */
  onPick: (key: string | null, toggle: boolean) => void;
  /** pixels around the pointer that still hit a feature; default 4 */
  hitTolerance?: number;
}

export class ClickSelect extends Interaction {
  readonly #options: ClickSelectOptions;

  constructor(options: ClickSelectOptions) {
    super();
    this.#options = options;
  }

  override handleEvent(event: MapBrowserEvent): boolean {
    if (event.type !== "click") return true;
    const { layer, selected, onPick, hitTolerance = 4 } = this.#options;
    const hits: string[] = [];
    event.map.forEachFeatureAtPixel(
      event.pixel,
      (feature: FeatureLike) => {
        hits.push(String(feature.getId()));
      },
      { layerFilter: (candidate) => candidate === layer, hitTolerance },
    );
    const pointer = event.originalEvent as MouseEvent;
    let key = hits[0] ?? null;
    if (pointer.altKey && hits.length > 1) {
      const current = selected();
      const at = current.length === 1 ? hits.indexOf(current[0] ?? "") : -1;
      key = hits[(at + 1) % hits.length] ?? key;
    }
    onPick(key, pointer.shiftKey);
    return true;
  }
}
