/**
 * Drawing a new feature of one geometry kind (spec §3): Point, LineString and Polygon as they are;
 * Circle, Square and Box drawn from a centre or corner and kept as polygons. Vertices come from the
 * pointer, or from the keyboard one at a time (`placeVertex`, at the view's centre), where a line or
 * polygon ends with `finish` and the two-point kinds end at their second vertex, as with clicks.
 */
import type { Coordinate } from "ol/coordinate";
import type OlGeometry from "ol/geom/Geometry";
import Point from "ol/geom/Point";
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

/** Vertices a sketch of each kind needs before it can end (a polygon's closing one not counted). */
const fewestVertices: Record<DrawKind, number> = {
  Point: 1,
  LineString: 2,
  Polygon: 3,
  Circle: 2,
  Square: 2,
  Box: 2,
};

export class DrawShape extends Draw {
  readonly kind: DrawKind;
  readonly #onDrawn: (geometry: OlGeometry) => void;
  /** vertices placed from the keyboard in the sketch in progress */
  #placed = 0;
  /** sketches ended or dropped so far, to tell whether placing a vertex ended one */
  #ended = 0;

  constructor({ kind, onDrawn }: DrawShapeOptions) {
    super({ ...drawOptions(kind), style: sketchStyle });
    this.kind = kind;
    this.#onDrawn = onDrawn;
    this.on(["drawend", "drawabort"], () => {
      this.#ended++;
      this.#placed = 0;
    });
    this.on("drawend", (event: DrawEvent) => {
      const geometry = event.feature.getGeometry();
      if (geometry) onDrawn(geometry);
    });
  }

  /**
   * Adds a vertex at `coordinate` (map units) to the sketch, starting one when none is in progress.
   * A point is drawn at once; a circle, square or box ends at its second vertex.
   */
  placeVertex(coordinate: Coordinate): void {
    if (this.kind === "Point") {
      this.#onDrawn(new Point(coordinate));
      return;
    }
    const ended = this.#ended;
    this.appendCoordinates([coordinate]);
    if (this.#ended === ended) this.#placed++;
  }

  /** Takes back the sketch's last vertex, which may have been placed from the keyboard. */
  override removeLastPoint(): void {
    super.removeLastPoint();
    if (this.#placed > 0) this.#placed--;
  }

  /** Ends a line or polygon placed from the keyboard; false while it has too few vertices. */
  finish(): boolean {
    if (this.#placed < fewestVertices[this.kind]) return false;
    this.finishDrawing();
    return true;
  }
}
