/**
 * Placing an underlay by hand: its outline and corner handles over the map; dragging a corner scales
 * and turns the plan about the opposite corner, dragging inside it moves it (placement-edits.ts).
 * The plan follows the pointer (onPreview); the placement is kept when the pointer is let go (onPlaced).
 * Added after the editor's interactions, so it sees the pointer first and the map does not pan.
 */
import Feature from "ol/Feature";
import Point from "ol/geom/Point";
import Polygon from "ol/geom/Polygon";
import PointerInteraction from "ol/interaction/Pointer";
import VectorLayer from "ol/layer/Vector";
import type MapBrowserEvent from "ol/MapBrowserEvent";
import VectorSource from "ol/source/Vector";
import { Circle, Fill, Stroke, Style } from "ol/style";
import type { Affine } from "../../../shared/control-point-fit.ts";
import { cornerDragged, covers, mapCorners, moved } from "./placement-edits.ts";

export interface CornerDragOptions {
  /** the plan being placed: its placement and size in pixels */
  target: () => { transform: Affine; width: number; height: number } | null;
  onPreview: (transform: Affine) => void;
  onPlaced: (transform: Affine) => void;
}

/** how near a corner (screen pixels) the pointer grabs it */
const grabPx = 12;

const handleStyle = new Style({
  image: new Circle({
    radius: 7,
    fill: new Fill({ color: "#ffffff" }),
    stroke: new Stroke({ color: "#0b57d0", width: 2 }),
  }),
});
const outlineStyle = new Style({ stroke: new Stroke({ color: "#0b57d0", width: 2, lineDash: [6, 4] }) });

export class CornerDrag extends PointerInteraction {
  readonly handles: VectorLayer<VectorSource>;
  readonly #options: CornerDragOptions;
  readonly #source = new VectorSource();
  #grab: { corner: number | null; from: number[]; start: Affine } | null = null;
  #current: Affine | null = null;

  constructor(options: CornerDragOptions) {
    super();
    this.#options = options;
    this.handles = new VectorLayer({ source: this.#source, zIndex: 10 });
  }

  /** Draws the outline and handles of the plan at `transform` (or of the target's placement). */
  outline(transform?: Affine): void {
    this.#source.clear();
    const target = this.#options.target();
    if (!target) return;
    const corners = mapCorners(transform ?? target.transform, target.width, target.height);
    const first = corners[0] ?? [0, 0];
    const ring = new Feature(new Polygon([[...corners, first]]));
    ring.setStyle(outlineStyle);
    const handles = corners.map((corner) => {
      const handle = new Feature(new Point(corner));
      handle.setStyle(handleStyle);
      return handle;
    });
    this.#source.addFeatures([ring, ...handles]);
  }

  protected override handleDownEvent(event: MapBrowserEvent): boolean {
    const target = this.#options.target();
    if (!target) return false;
    const { transform, width, height } = target;
    const corner = mapCorners(transform, width, height).findIndex((at) => {
      const pixel = event.map.getPixelFromCoordinate(at);
      return (
        Math.hypot((pixel[0] ?? 0) - (event.pixel[0] ?? 0), (pixel[1] ?? 0) - (event.pixel[1] ?? 0)) <= grabPx
      );
    });
    const [x = 0, y = 0] = event.coordinate;
    if (corner < 0 && !covers(transform, width, height, [x, y])) return false;
    this.#grab = { corner: corner < 0 ? null : corner, from: [x, y], start: transform };
    this.#current = transform;
    return true;
  }

  protected override handleDragEvent(event: MapBrowserEvent): void {
    const grab = this.#grab;
    const target = this.#options.target();
    if (!grab || !target) return;
    const [x = 0, y = 0] = event.coordinate;
    const next =
      grab.corner === null
        ? moved(grab.start, x - (grab.from[0] ?? 0), y - (grab.from[1] ?? 0))
        : cornerDragged(grab.start, target.width, target.height, grab.corner, [x, y]);
    if (!next) return;
    this.#current = next;
    this.outline(next);
    this.#options.onPreview(next);
  }

  protected override handleUpEvent(): boolean {
    const placed = this.#current;
    const changed = placed && this.#grab && placed !== this.#grab.start;
    this.#grab = null;
    this.#current = null;
    if (changed && placed) this.#options.onPlaced(placed);
    return false;
  }
}
