/**
 * Pairing control points on the map: each click is handed to `onPick` (EPSG:3857) and kept from the
 * editor's selection; the map still pans by dragging. The pairs are marked: a plan's point in orange,
 * its map point in blue, joined by a line; the point waiting for its pair alone.
 */
import type { Coordinate } from "ol/coordinate";
import Feature from "ol/Feature";
import LineString from "ol/geom/LineString";
import Point from "ol/geom/Point";
import Interaction from "ol/interaction/Interaction";
import VectorLayer from "ol/layer/Vector";
import type MapBrowserEvent from "ol/MapBrowserEvent";
import VectorSource from "ol/source/Vector";
import { Circle, Fill, Stroke, Style, Text } from "ol/style";

export interface PointPickOptions {
  onPick: (at: [number, number]) => void;
}

const dot = (colour: string) =>
  new Circle({
    radius: 6,
    fill: new Fill({ color: colour }),
    stroke: new Stroke({ color: "#ffffff", width: 2 }),
  });
const label = (text: string) =>
  new Text({
    text,
    offsetY: -14,
    font: "bold 12px sans-serif",
    fill: new Fill({ color: "#1f1f1f" }),
    stroke: new Stroke({ color: "#ffffff", width: 3 }),
  });

export class PointPick extends Interaction {
  readonly marks: VectorLayer<VectorSource>;
  readonly #source = new VectorSource();
  readonly #onPick: PointPickOptions["onPick"];

  constructor({ onPick }: PointPickOptions) {
    super();
    this.#onPick = onPick;
    this.marks = new VectorLayer({ source: this.#source, zIndex: 11 });
  }

  override handleEvent(event: MapBrowserEvent): boolean {
    if (event.type === "click") {
      const [x = 0, y = 0] = event.coordinate;
      this.#onPick([x, y]);
      return false;
    }
    // the editor's selection acts on click too; a double click zooms nowhere here either
    return event.type !== "singleclick" && event.type !== "dblclick";
  }

  /** Marks the pairs (plan point on the map, map point) and the plan point waiting for its pair. */
  mark(pairs: readonly { from: Coordinate; to: Coordinate }[], pending: Coordinate | null): void {
    this.#source.clear();
    const features: Feature[] = [];
    pairs.forEach(({ from, to }, i) => {
      const line = new Feature(new LineString([from, to]));
      line.setStyle(new Style({ stroke: new Stroke({ color: "#1f1f1f", width: 1.5, lineDash: [4, 3] }) }));
      const start = new Feature(new Point(from));
      start.setStyle(new Style({ image: dot("#e8710a"), text: label(String(i + 1)) }));
      const end = new Feature(new Point(to));
      end.setStyle(new Style({ image: dot("#0b57d0") }));
      features.push(line, start, end);
    });
    if (pending) {
      const waiting = new Feature(new Point(pending));
      waiting.setStyle(new Style({ image: dot("#e8710a"), text: label(String(pairs.length + 1)) }));
      features.push(waiting);
    }
    this.#source.addFeatures(features);
  }
}
