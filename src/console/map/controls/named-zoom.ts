/**
 * OpenLayers' zoom buttons with names in the active language: their text is "+" and "–", which a
 * screen reader reads out in place of the title.
 */
import Zoom from "ol/control/Zoom";

export interface NamedZoomOptions {
  zoomIn: string;
  zoomOut: string;
}

export class NamedZoom extends Zoom {
  constructor({ zoomIn, zoomOut }: NamedZoomOptions) {
    super({ zoomInTipLabel: zoomIn, zoomOutTipLabel: zoomOut });
    this.element?.querySelector(".ol-zoom-in")?.setAttribute("aria-label", zoomIn);
    this.element?.querySelector(".ol-zoom-out")?.setAttribute("aria-label", zoomOut);
  }
}
