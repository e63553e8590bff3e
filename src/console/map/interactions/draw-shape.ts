/**
 * Drawing a new feature of one geometry kind (spec §3): Point, LineString and Polygon as they are;
 * Circle, Square and Box drawn from a centre or corner and kept as polygons.
 */
import type OlGeometry from "ol/geom/Geometry";
import Draw, { createBox, createRegularPolygon, type DrawEvent, type Options } from "ol/interaction/Draw";
import { Circle, Fill, Stroke, Style } from "ol/style";

export const drawKinds = ["Point", "LineString", "Polygon", "Circle", "Square", "Box"] as const;
export type DrawKind = (typeof drawKinds)[number];

/** Vertices of a drawn circle: round enough on screen, few enough to edit. */
const circleVertices = 64;

export interface DrawShapeOptions {
  kind: DrawKind;
  /** a finished shape, in the map's projection */
  onDrawn: (geometry: OlGeometry) => void;
}

const sketchStyle = new Style({
  fill: new Fill({ color: "rgba(40, 85, 72, 0.15)" }),
  stroke: new Stroke({ color: "#285548", width: 2, lineDash: [6, 4] }),
  image: new Circle({
    radius: 5,
    fill: new Fill({ color: "#285548" }),
    stroke: new Stroke({ color: "#ffffff", width: 2 }),
  }),
});

function drawOptions(kind: DrawKind): Options {
  switch (kind) {
    case "Point":
    case "LineString":
    case "Polygon":
      return { type: kind };
    case "Circle":
      return { type: "Circle", geometryFunction: createRegularPolygon(circleVertices) };
    case "Square":
      return { type: "Circle", geometryFunction: createRegularPolygon(4) };
    case "Box":
      return { type: "Circle", geometryFunction: createBox() };
  }
}

export class DrawShape extends Draw {
  readonly kind: DrawKind;

  constructor({ kind, onDrawn }: DrawShapeOptions) {
    super({ ...drawOptions(kind), style: sketchStyle });
    this.kind = kind;
    this.on("drawend", (event: DrawEvent) => {
      const geometry = event.feature.getGeometry();
      if (geometry) onDrawn(geometry);
    });
  }
}
