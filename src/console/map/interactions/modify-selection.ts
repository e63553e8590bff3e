/**
 * Reshaping the selected features: drag a vertex or an edge (a new vertex), alt-click removes a
 * vertex. Only the selection is indexed, so a floor of thousands of features costs nothing here.
 */
import type Collection from "ol/Collection";
import Modify, { type ModifyEvent } from "ol/interaction/Modify";
import type { MapFeature } from "../editor/session-layer.ts";

export interface ModifySelectionOptions {
  /** the selection's features */
  features: Collection<MapFeature>;
  /** a finished gesture, with the features it reshaped */
  onModified: (features: MapFeature[]) => void;
}

export class ModifySelection extends Modify {
  constructor({ features, onModified }: ModifySelectionOptions) {
    super({ features, pixelTolerance: 8 });
    this.on("modifyend", (event: ModifyEvent) => onModified(event.features.getArray() as MapFeature[]));
  }
}
