/**
 * Closed features drawn over the floor (issue 33): a layer of its own above the session's, so never
 * selected or snapped to. A feature closed now is drawn in red, solid and wide; one whose closure is
 * planned in amber, dashed. The editor's map is given the layer by the closures hook (use-closures.ts),
 * which says which features to mark.
 */

import type { FeatureLike } from "ol/Feature";
import Feature from "ol/Feature";
import VectorLayer from "ol/layer/Vector";
import VectorSource from "ol/source/Vector";
import { Circle, Fill, Stroke, Style } from "ol/style";
import { toMapGeometry } from "../editor/geometry-convert.ts";
import { groupOf } from "../feature-styles.ts";
import type { Geometry } from "../session/types.ts";
import type { ClosureState } from "./closure-form.ts";

export interface ClosureMark {
  state: ClosureState;
  geometry: Geometry;
}

/** Above the editor's marks (feature-styles.ts), below nothing: a closure is what staff must notice. */
const zIndex = 100;

function look(color: string, lineDash: number[] | undefined, fill: string) {
  return {
    POLYGON: [
      new Style({
        stroke: new Stroke({ color, width: 4, lineDash }),
        fill: new Fill({ color: fill }),
        zIndex,
      }),
    ],
    LINE: [
      new Style({ stroke: new Stroke({ color: "#ffffff", width: 9 }), zIndex }),
      new Style({ stroke: new Stroke({ color, width: 6, lineDash }), zIndex }),
    ],
    POINT: [
      new Style({
        image: new Circle({
          radius: 11,
          fill: new Fill({ color: fill }),
          stroke: new Stroke({ color, width: 4, lineDash }),
        }),
        zIndex,
      }),
    ],
  };
}

const looks: Record<ClosureState, ReturnType<typeof look>> = {
  current: look("#b71c1c", undefined, "rgba(183, 28, 28, 0.35)"),
  planned: look("#b45309", [8, 6], "rgba(180, 83, 9, 0.15)"),
};

/** The style of a closure mark: each feature carries its `state`. */
export function closureStyle(feature: FeatureLike): Style[] {
  return looks[feature.get("state") as ClosureState][groupOf(feature)];
}

export class ClosureLayer {
  readonly source = new VectorSource<Feature>({ wrapX: false });
  readonly layer = new VectorLayer({
    source: this.source,
    style: closureStyle,
    properties: { name: "closures" },
  });

  /** Replaces the marks drawn. */
  show(marks: readonly ClosureMark[]): void {
    this.source.clear();
    this.source.addFeatures(
      marks.map(({ state, geometry }) => new Feature({ state, geometry: toMapGeometry(geometry) })),
    );
  }
}
