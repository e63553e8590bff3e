/**
 * The map's rendering cases: a few features of one style family each, in map units that are pixels of
 * the 256 x 256 canvas with (0, 0) in the middle (render-page.ts), compared with
 * cases/<name>/expected.png by map-styles.spec.ts.
 */
import type { ClosureState } from "../../../src/console/map/closures/closure-form.ts";
import type { ReviewMarkKind } from "../../../src/console/map/editor/review-marks.ts";
import type { FeatureMarks } from "../../../src/console/map/feature-styles.ts";

type Position = [number, number];
type Geometry =
  | { type: "Point"; coordinates: Position }
  | { type: "LineString"; coordinates: Position[] }
  | { type: "Polygon"; coordinates: Position[][] };

export interface RenderCase {
  name: string;
  features: { type: string; geometry: Geometry; marks?: Partial<FeatureMarks> }[];
  /** the publish review's marks, drawn above the features (feature-styles.ts `reviewStyle`) */
  review?: { kind: ReviewMarkKind; geometry: Geometry }[];
  /** temporary closures' marks, drawn above the features (closures/closure-layer.ts) */
  closures?: { state: ClosureState; geometry: Geometry }[];
}

const box = (x: number, y: number, width: number, height: number): Geometry => ({
  type: "Polygon",
  coordinates: [
    [
      [x, y],
      [x + width, y],
      [x + width, y + height],
      [x, y + height],
      [x, y],
    ],
  ],
});
const line = (...coordinates: Position[]): Geometry => ({ type: "LineString", coordinates });
const point = (x: number, y: number): Geometry => ({ type: "Point", coordinates: [x, y] });

export const renderCases: RenderCase[] = [
  {
    name: "rooms",
    features: [
      { type: "level", geometry: box(-120, -120, 240, 240) },
      { type: "room", geometry: box(-100, -90, 90, 80) },
      { type: "room", geometry: box(10, -90, 90, 80) },
      { type: "furniture", geometry: box(30, -70, 40, 20) },
      { type: "roi", geometry: box(-100, 20, 200, 70) },
    ],
  },
  {
    name: "walls",
    features: [
      { type: "room", geometry: box(-100, -100, 200, 200) },
      { type: "wall", geometry: box(-100, -100, 200, 8) },
      { type: "wall", geometry: box(-100, -100, 8, 200) },
      { type: "windows", geometry: box(-40, 92, 80, 8) },
    ],
  },
  {
    name: "doors",
    features: [
      { type: "room", geometry: box(-100, -60, 95, 120) },
      { type: "room", geometry: box(5, -60, 95, 120) },
      { type: "door", geometry: line([-5, -15], [-5, 15]) },
      { type: "door", geometry: line([40, 60], [70, 60]) },
    ],
  },
  {
    name: "points",
    features: [
      { type: "poi", geometry: point(-60, 0) },
      { type: "connector", geometry: point(0, 0) },
      { type: "beaconplace", geometry: point(60, 0) },
    ],
  },
  {
    name: "routes",
    features: [
      { type: "route", geometry: line([-100, -80], [0, -80], [0, 80], [100, 80]) },
      { type: "stairs", geometry: line([-100, 40], [-40, 40]) },
    ],
  },
  {
    name: "selected",
    features: [
      { type: "room", geometry: box(-100, -40, 90, 80), marks: { selected: true } },
      { type: "route", geometry: line([20, -60], [100, -60]), marks: { selected: true } },
      { type: "poi", geometry: point(60, 40), marks: { selected: true } },
    ],
  },
  {
    name: "invalid",
    features: [
      { type: "room", geometry: box(-100, -40, 90, 80), marks: { invalid: true } },
      { type: "route", geometry: line([20, -60], [100, -60]), marks: { invalid: true } },
      { type: "poi", geometry: point(60, 40), marks: { invalid: true } },
    ],
  },
  {
    name: "new-and-edited",
    features: [
      { type: "room", geometry: box(-100, -90, 90, 80), marks: { state: "new" } },
      { type: "room", geometry: box(10, -90, 90, 80), marks: { state: "edited" } },
      { type: "route", geometry: line([-100, 40], [-10, 40]), marks: { state: "new" } },
      { type: "poi", geometry: point(60, 50), marks: { state: "edited" } },
    ],
  },
  {
    name: "review",
    features: [
      { type: "room", geometry: box(-100, -100, 80, 70) },
      { type: "room", geometry: box(10, -100, 90, 70) },
      { type: "poi", geometry: point(-60, 80) },
    ],
    review: [
      { kind: "added", geometry: box(-100, -100, 80, 70) },
      { kind: "before", geometry: box(30, -70, 70, 70) },
      { kind: "changed", geometry: box(10, -100, 90, 70) },
      { kind: "added", geometry: point(-60, 80) },
      { kind: "removed", geometry: box(-100, 10, 80, 40) },
      { kind: "removed", geometry: line([20, 30], [100, 30]) },
      { kind: "removed", geometry: point(60, 80) },
    ],
  },
  {
    name: "closures",
    features: [
      { type: "room", geometry: box(-100, -100, 95, 80) },
      { type: "route", geometry: line([-100, 0], [100, 0]) },
      { type: "door", geometry: line([-50, -20], [-50, -5]) },
      { type: "connector", geometry: point(60, 0) },
      { type: "route", geometry: line([-100, 60], [100, 60]) },
    ],
    closures: [
      { state: "current", geometry: line([-50, -20], [-50, -5]) },
      { state: "planned", geometry: point(60, 0) },
      { state: "current", geometry: line([-100, 60], [100, 60]) },
    ],
  },
];
