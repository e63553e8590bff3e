/**
 * The route preview on the editor's map: its layer (route-layer.ts) and the one-shot pick of a
 * feature (interactions/pick-feature.ts), added to the map while the preview is open and taken off
 * again when it closes.
 */
import { createEmpty, extend, isEmpty } from "ol/extent";
import { fromLonLat } from "ol/proj";
import type { MapEditor } from "../editor/map-editor.ts";
import { PickFeature } from "../interactions/pick-feature.ts";
import type { RouteDrawing, RouteMarker } from "./route-drawing.ts";
import { RouteLayer } from "./route-layer.ts";

export class RoutePreviewView {
  readonly #editor: MapEditor;
  readonly #layer: RouteLayer;
  readonly #pick: PickFeature;
  #onPick: ((key: string | null) => void) | null = null;

  constructor(editor: MapEditor, label: (marker: RouteMarker) => string) {
    this.#editor = editor;
    this.#layer = new RouteLayer({ label });
    this.#pick = new PickFeature({
      layer: editor.layer.layer,
      onPick: (key) => {
        const onPick = this.#onPick;
        this.cancelPick();
        onPick?.(key);
      },
    });
    this.#pick.setActive(false);
    editor.map.addLayer(this.#layer.layer);
    editor.map.addInteraction(this.#pick);
  }

  show(drawing: RouteDrawing): void {
    this.#layer.show(drawing);
  }

  clear(): void {
    this.#layer.clear();
  }

  /** Fits the view to what the drawing shows on this floor, if anything. */
  fit({ lines, markers }: RouteDrawing): void {
    const extent = createEmpty();
    for (const position of [...lines.flat(), ...markers.map((m) => m.at)]) {
      const [x = 0, y = 0] = fromLonLat(position);
      extend(extent, [x, y, x, y]);
    }
    if (isEmpty(extent)) return;
    this.#editor.map.getView().fit(extent, { padding: [80, 80, 80, 80], maxZoom: 20, duration: 200 });
  }

  /** The next click on the map picks a feature (its key, or null for none) instead of selecting. */
  pick(onPick: (key: string | null) => void): void {
    this.#onPick = onPick;
    this.#pick.setActive(true);
    this.#editor.map.getTargetElement()?.classList.add("map-picking");
  }

  cancelPick(): void {
    this.#onPick = null;
    this.#pick.setActive(false);
    this.#editor.map.getTargetElement()?.classList.remove("map-picking");
  }

  destroy(): void {
    this.cancelPick();
    this.#editor.map.removeLayer(this.#layer.layer);
    this.#editor.map.removeInteraction(this.#pick);
  }
}
