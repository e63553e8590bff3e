/**
 * Selection by a box: Ctrl (⌘ on a Mac) and drag selects the features the box touches; with shift
 * as well they are added to the selection.
 */
import { platformModifierKey } from "ol/events/condition";
import type { Extent } from "ol/extent";
import DragBox, { type DragBoxEvent } from "ol/interaction/DragBox";
import type { MapFeatureLayer } from "../editor/session-layer.ts";

export interface BoxSelectOptions {
  /** the layer whose features can be picked (those drawn) */
  layer: MapFeatureLayer;
  /** `add` when shift was held */
  onPick: (keys: string[], add: boolean) => void;
}

export class BoxSelect extends DragBox {
  constructor({ layer, onPick }: BoxSelectOptions) {
    super({ condition: platformModifierKey, className: "map-box-select" });
    this.on("boxend", (event: DragBoxEvent) => {
      const box = this.getGeometry();
      const rotated = event.target.getMap()?.getView().getRotation() !== 0;
      const keys: string[] = [];
      layer.getSource()?.forEachFeatureIntersectingExtent(box.getExtent(), (feature) => {
        // On a turned map the box is a turned rectangle: its extent alone would catch too much.
        const extent: Extent | undefined = feature.getGeometry()?.getExtent();
        if (!rotated || (extent && box.intersectsExtent(extent))) keys.push(String(feature.getId()));
      });
      const original = event.mapBrowserEvent?.originalEvent as MouseEvent | undefined;
      onPick(keys, original?.shiftKey ?? false);
    });
  }
}
