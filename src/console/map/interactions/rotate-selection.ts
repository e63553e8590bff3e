/**
 * Turning the selected features by dragging one of them around the selection's centroid (the mean of
 * their vertices): the features follow the pointer while it moves, and the gesture ends as one turn.
 */
import type Collection from "ol/Collection";
import type { Coordinate } from "ol/coordinate";
import type OlGeometry from "ol/geom/Geometry";
import type SimpleGeometry from "ol/geom/SimpleGeometry";
import PointerInteraction from "ol/interaction/Pointer";
import type Layer from "ol/layer/Layer";
import type MapBrowserEvent from "ol/MapBrowserEvent";
import type { MapFeature } from "../editor/session-layer.ts";

export interface RotateSelectionOptions {
  /** the selection's features */
  features: Collection<MapFeature>;
  /** the layer they are drawn on, to tell whether the pointer went down on one of them */
  layer: Layer;
  /** a finished turn (radians, counter-clockwise) with the features it turned */
  onRotated: (features: MapFeature[], radians: number) => void;
}

/** The mean of the vertices of `geometries`, a closed ring's repeated vertex counted once. */
export function centroidOf(geometries: OlGeometry[]): Coordinate {
  let x = 0;
  let y = 0;
  let count = 0;
  for (const geometry of geometries) {
    const simple = geometry as SimpleGeometry;
    const flat = simple.getFlatCoordinates();
    const stride = simple.getStride();
    const closed = geometry.getType() === "Polygon" || geometry.getType() === "MultiPolygon";
    const ends = closed ? new Set(endsOf(simple)) : new Set<number>();
    for (let i = 0; i < flat.length; i += stride) {
      if (ends.has(i + stride)) continue;
      x += flat[i] ?? 0;
      y += flat[i + 1] ?? 0;
      count++;
    }
  }
  return count ? [x / count, y / count] : [0, 0];
}

function endsOf(geometry: SimpleGeometry): number[] {
  const withEnds = geometry as SimpleGeometry & { getEnds?: () => number[]; getEndss?: () => number[][] };
  return withEnds.getEndss?.().flat() ?? withEnds.getEnds?.() ?? [];
}

const angleAt = ([px = 0, py = 0]: Coordinate, [x = 0, y = 0]: Coordinate) => Math.atan2(y - py, x - px);

export class RotateSelection extends PointerInteraction {
  readonly #options: RotateSelectionOptions;
  #pivot: Coordinate = [0, 0];
  #start = 0;
  #turn = 0;
  #originals: OlGeometry[] = [];

  constructor(options: RotateSelectionOptions) {
    super();
    this.#options = options;
  }

  protected override handleDownEvent(event: MapBrowserEvent): boolean {
    const features = this.#options.features.getArray();
    if (features.length === 0) return false;
    const hit = event.map.forEachFeatureAtPixel(
      event.pixel,
      (feature) => features.includes(feature as MapFeature),
      { layerFilter: (layer) => layer === this.#options.layer, hitTolerance: 4 },
    );
    if (!hit) return false;
    this.#originals = features
      .map((feature) => feature.getGeometry()?.clone())
      .filter((g) => g !== undefined);
    this.#pivot = centroidOf(this.#originals);
    this.#start = angleAt(this.#pivot, event.coordinate);
    this.#turn = 0;
    return true;
  }

  protected override handleDragEvent(event: MapBrowserEvent): void {
    this.#turn = angleAt(this.#pivot, event.coordinate) - this.#start;
    this.#options.features.getArray().forEach((feature, i) => {
      const turned = this.#originals[i]?.clone();
      if (!turned) return;
      turned.rotate(this.#turn, this.#pivot);
      feature.setGeometry(turned);
    });
  }

  protected override handleUpEvent(): boolean {
    if (this.#turn !== 0) this.#options.onRotated(this.#options.features.getArray(), this.#turn);
    this.#originals = [];
    return false;
  }
}
