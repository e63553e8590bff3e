/**
 * The floor's plans under its features: one image layer whose canvas draws each shown plan with its
 * affine placement (ctx.setTransform), exact for any turn or shear, where OpenLayers' static image is
 * axis-aligned only. The canvas is drawn for the view and half of it around; while the view is
 * dragged or zoomed, OpenLayers moves that picture rather than drawing it again.
 */
import { getHeight, getWidth } from "ol/extent";
import ImageLayer from "ol/layer/Image";
import ImageCanvasSource from "ol/source/ImageCanvas";
import type { Affine } from "../../../shared/control-point-fit.ts";

export interface DrawnUnderlay {
  id: number;
  file: string;
  transform: Affine;
  opacity: number;
  hidden: boolean;
}

export class UnderlayLayer {
  readonly layer: ImageLayer<ImageCanvasSource>;
  readonly #source: ImageCanvasSource;
  #underlays: readonly DrawnUnderlay[] = [];
  /** the images, by file, loaded once each */
  readonly #images = new Map<string, HTMLImageElement>();

  constructor() {
    this.#source = new ImageCanvasSource({
      canvasFunction: (extent, _resolution, _pixelRatio, size) => this.#draw(extent, size),
      ratio: 1.5,
    });
    // Its own canvas (className): the features' layer is drawn on it with its own opacity rules.
    this.layer = new ImageLayer({ source: this.#source, className: "map-underlays" });
  }

  /** The plans to draw, in order (later ones on top); hidden ones are left out. */
  show(underlays: readonly DrawnUnderlay[]): void {
    this.#underlays = underlays;
    for (const { file } of underlays) this.#image(file);
    this.#source.changed();
  }

  #image(file: string): HTMLImageElement {
    let image = this.#images.get(file);
    if (!image) {
      image = new Image();
      image.decoding = "async";
      image.onload = () => this.#source.changed();
      image.src = file;
      this.#images.set(file, image);
    }
    return image;
  }

  #draw(extent: number[], size: number[]): HTMLCanvasElement {
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(size[0] ?? 0);
    canvas.height = Math.round(size[1] ?? 0);
    const context = canvas.getContext("2d");
    if (!context) return canvas;
    const [left = 0, , , top = 0] = extent;
    // Map metres to the canvas's pixels. OpenLayers stretches the canvas over `extent`, so the scale
    // is that of the rounded canvas, not the nominal pixelRatio / resolution.
    const kx = canvas.width / getWidth(extent);
    const ky = canvas.height / getHeight(extent);
    for (const { file, transform, opacity, hidden } of this.#underlays) {
      const image = this.#image(file);
      if (hidden || !image.complete || image.naturalWidth === 0) continue;
      const [a, b, c, d, e, f] = transform;
      context.globalAlpha = opacity;
      context.setTransform(kx * a, -ky * d, kx * b, -ky * e, kx * (c - left), ky * (top - f));
      context.drawImage(image, 0, 0);
    }
    return canvas;
  }
}
