/**
 * The route preview's layer, above the features: the path walked on the floor in view as a thick
 * line, and its markers (start, end, and where it leaves or arrives from another floor) as labelled
 * dots. It draws what route-drawing.ts made of the path; the labels come translated.
 */
import Feature from "ol/Feature";
import LineString from "ol/geom/LineString";
import Point from "ol/geom/Point";
import VectorLayer from "ol/layer/Vector";
import { fromLonLat } from "ol/proj";
import VectorSource from "ol/source/Vector";
import { Circle, Fill, Stroke, Style, Text } from "ol/style";
import type { MarkerKind, RouteDrawing, RouteMarker } from "./route-drawing.ts";

export interface RouteLayerOptions {
  /** the text shown beside a marker */
  label: (marker: RouteMarker) => string;
}

const pathColour = "#e8590c";
const markerColours: Record<MarkerKind, string> = {
  start: "#2b8a3e",
  end: "#c92a2a",
  leave: "#5f3dc4",
  arrive: "#5f3dc4",
};

const pathStyles = [
  new Style({ stroke: new Stroke({ color: "#ffffff", width: 9 }) }),
  new Style({ stroke: new Stroke({ color: pathColour, width: 5 }) }),
];

function markerStyle(kind: MarkerKind, text: string): Style {
  return new Style({
    image: new Circle({
      radius: 8,
      fill: new Fill({ color: markerColours[kind] }),
      stroke: new Stroke({ color: "#ffffff", width: 2 }),
    }),
    text: new Text({
      text,
      offsetY: -18,
      font: "bold 13px 'DejaVu Sans', sans-serif",
      fill: new Fill({ color: "#1f2933" }),
      stroke: new Stroke({ color: "#ffffff", width: 4 }),
    }),
  });
}

export class RouteLayer {
  readonly source = new VectorSource({ wrapX: false });
  readonly layer = new VectorLayer({ source: this.source, zIndex: 10, updateWhileInteracting: true });
  readonly #label: RouteLayerOptions["label"];

  constructor({ label }: RouteLayerOptions) {
    this.#label = label;
  }

  show({ lines, markers }: RouteDrawing): void {
    this.source.clear(true);
    const path = lines.map((line) => {
      const feature = new Feature(new LineString(line.map((p) => fromLonLat(p))));
      feature.setStyle(pathStyles);
      return feature;
    });
    const dots = markers.map((marker) => {
      const feature = new Feature(new Point(fromLonLat(marker.at)));
      feature.setStyle(markerStyle(marker.kind, this.#label(marker)));
      feature.set("marker", marker.kind);
      return feature;
    });
    this.source.addFeatures([...path, ...dots]);
  }

  clear(): void {
    this.source.clear(true);
  }
}
