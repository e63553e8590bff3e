/**
 * The publish review's marks over the floor (review-marks.ts): a layer of its own above the
 * session's, so never selected or snapped to, holding the marks of the entry shown last.
 */
import type { Extent } from "ol/extent";
import Feature from "ol/Feature";
import VectorLayer from "ol/layer/Vector";
import VectorSource from "ol/source/Vector";
import { reviewStyle } from "../feature-styles.ts";
import { toMapGeometry } from "./geometry-convert.ts";
import type { ReviewMark } from "./review-marks.ts";

export class ReviewLayer {
  readonly source = new VectorSource<Feature>({ wrapX: false });
  readonly layer = new VectorLayer({ source: this.source, style: reviewStyle });

  /** Replaces the marks drawn. */
  show(marks: readonly ReviewMark[]): void {
    this.source.clear();
    this.source.addFeatures(
      marks.map(({ kind, geometry }) => new Feature({ kind, geometry: toMapGeometry(geometry) })),
    );
  }

  clear(): void {
    this.source.clear();
  }

  /** The box around the marks in map units; null when there is none. */
  extent(): Extent | null {
    return this.source.isEmpty() ? null : this.source.getExtent();
  }
}
