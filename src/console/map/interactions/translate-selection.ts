/** Moving the selected features by dragging one of them. */
import type Collection from "ol/Collection";
import Translate, { type TranslateEvent } from "ol/interaction/Translate";
import type { MapFeature } from "../editor/session-layer.ts";

export interface TranslateSelectionOptions {
  /** the selection's features */
  features: Collection<MapFeature>;
  /** a finished drag that moved them */
  onMoved: (features: MapFeature[]) => void;
}

export class TranslateSelection extends Translate {
  constructor({ features, onMoved }: TranslateSelectionOptions) {
    super({ features, hitTolerance: 4 });
    this.on("translateend", (event: TranslateEvent) => {
      const [x0, y0] = event.startCoordinate;
      const [x1, y1] = event.coordinate;
      // A click on a selected feature starts and ends a drag that moved nothing.
      if (x0 !== x1 || y0 !== y1) onMoved(event.features.getArray() as MapFeature[]);
    });
  }
}
