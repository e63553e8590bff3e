/**
 * A DXF drawing's outlines as new map features: each layer mapped to a map type (or skipped), a
 * closed outline becoming a polygon of a polygon type (a room, a wall…), an open one a line of a line
 * type; a room takes the name of the drawing's text inside it. Placed by an affine map from the
 * drawing's units to EPSG:3857 metres: first at the view's centre, north up, at the drawing's scale,
 * then by control points as an underlay is.
 */
import { type Affine, applyAffine, type Point } from "../../../shared/control-point-fit.ts";
import { typesOfGroup } from "../../../shared/map-types.ts";
import { toLonLat } from "../../../shared/web-mercator.ts";
import type { FeatureDraft, Position } from "../session/types.ts";
import { type Drawing, type DrawingPoint, inside, type Outline } from "./dxf-drawing.ts";

/** a layer's map type, or null: left out */
export type LayerTypes = Record<string, string | null>;

/** Layer names that say what they hold, in English and Polish, as a first guess of their type. */
const guesses: [RegExp, string][] = [
  [/room|pomieszcz|space|sala|pok[oó]j/i, "room"],
  [/wall|[sś]cian/i, "wall"],
];

export function guessTypes(drawing: Drawing): LayerTypes {
  return Object.fromEntries(
    drawing.layers.map(({ name, closed }) => [
      name,
      closed > 0 ? (guesses.find(([pattern]) => pattern.test(name))?.[1] ?? null) : null,
    ]),
  );
}

/** The drawing's extent in its units: [minX, minY, maxX, maxY]. */
function extentOf(outlines: readonly Outline[]): [number, number, number, number] {
  const xs = outlines.flatMap((o) => o.points.map((p) => p[0]));
  const ys = outlines.flatMap((o) => o.points.map((p) => p[1]));
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * The first placement: the drawing's middle at `centre` (EPSG:3857), north up, one drawing unit
 * `unitMetres` on the ground (EPSG:3857 stretches ground lengths by 1 / cos(latitude)).
 */
export function firstDrawingPlacement(drawing: Drawing, unitMetres: number, centre: Point): Affine {
  const [minX, minY, maxX, maxY] = extentOf(drawing.outlines);
  const latitude = toLonLat(centre)[1];
  const scale = unitMetres / Math.cos((latitude * Math.PI) / 180);
  return [
    scale,
    0,
    centre[0] - (scale * (minX + maxX)) / 2,
    0,
    scale,
    centre[1] - (scale * (minY + maxY)) / 2,
  ];
}

/** Positions as the editor keeps them: 9 decimals of a degree. */
const positionOf = (transform: Affine, point: DrawingPoint): Position => {
  const [lon, lat] = toLonLat(applyAffine(transform, point));
  return [Number(lon.toFixed(9)), Number(lat.toFixed(9))];
};

export interface DrawnFeature {
  draft: FeatureDraft;
  /** the outline it came from, and as what, to place it again */
  outline: Outline;
  kind: "Polygon" | "LineString";
}

/** The features of the mapped layers, without keys (the editor gives them theirs). */
export function drawingFeatures(drawing: Drawing, types: LayerTypes, transform: Affine): DrawnFeature[] {
  const polygonTypes = new Set(typesOfGroup("POLYGON"));
  const lineTypes = new Set(typesOfGroup("LINE"));
  const features: DrawnFeature[] = [];
  for (const outline of drawing.outlines) {
    const type = types[outline.layer];
    if (!type) continue;
    if (outline.closed && polygonTypes.has(type)) {
      const label = drawing.labels.find((l) => inside(l.at, outline.points));
      const properties = { type, ...(type === "room" && label && { name_pl: label.text }) };
      const geometry = placedGeometry(outline, "Polygon", transform);
      features.push({ draft: { geometry, properties }, outline, kind: "Polygon" });
    } else if (lineTypes.has(type)) {
      const geometry = placedGeometry(outline, "LineString", transform);
      features.push({ draft: { geometry, properties: { type } }, outline, kind: "LineString" });
    }
  }
  return features;
}

/** The geometry of a drawn feature of `kind` placed by `transform` (its properties left as they are). */
export function placedGeometry(
  outline: Outline,
  kind: "Polygon" | "LineString",
  transform: Affine,
): FeatureDraft["geometry"] {
  const points = outline.points.map((p) => positionOf(transform, p));
  const first = points[0] ?? [0, 0];
  const ring = outline.closed ? [...points, first] : points;
  return kind === "Polygon"
    ? { type: "Polygon", coordinates: [ring] }
    : { type: "LineString", coordinates: ring };
}
