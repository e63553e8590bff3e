/**
 * Other editors' selections on the floor (docs/live-editing.md): each selected feature outlined in
 * its editor's colour, in a layer of its own above the session's (never selected or snapped to). The
 * outlines follow the session's geometries: `show` is called again when either changes. One style per
 * colour, kept (at most eight colours).
 */
import Feature, { type FeatureLike } from "ol/Feature";
import VectorLayer from "ol/layer/Vector";
import VectorSource from "ol/source/Vector";
import { Circle, Stroke, Style } from "ol/style";
import type { Geometry } from "../session/types.ts";
import { toMapGeometry } from "./geometry-convert.ts";

export interface PresenceMark {
  /** the editor's colour, #rrggbb */
  colour: string;
  geometry: Geometry;
}

const styles = new Map<string, Style[]>();

function presenceStyle(feature: FeatureLike): Style[] {
  const colour = String(feature.get("colour"));
  let style = styles.get(colour);
  if (!style) {
    const stroke = new Stroke({ color: colour, width: 4 });
    style = [
      // A white halo under the colour keeps it apart from the feature's own outline and fill.
      new Style({ stroke: new Stroke({ color: "#ffffff", width: 7 }), zIndex: 1 }),
      new Style({
        stroke,
        image: new Circle({ radius: 10, stroke }),
        zIndex: 2,
      }),
    ];
    styles.set(colour, style);
  }
  return style;
}

export class PresenceLayer {
  readonly source = new VectorSource<Feature>({ wrapX: false });
  readonly layer = new VectorLayer({ source: this.source, style: presenceStyle });

  /** Replaces the outlines drawn. */
  show(marks: readonly PresenceMark[]): void {
    this.source.clear();
    this.source.addFeatures(
      marks.map(({ colour, geometry }) => new Feature({ colour, geometry: toMapGeometry(geometry) })),
    );
  }

  clear(): void {
    this.source.clear();
  }
}
