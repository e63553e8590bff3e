/**
 * Geodesic measures (OpenLayers' ol/sphere, on the sphere of the mean Earth radius, as GIS tools
 * measure without an ellipsoid) and how they are written: metres and square metres, kilometres and
 * square kilometres when large, in the number format of the active language. The map's projection,
 * EPSG:3857, stretches lengths by 1/cos(latitude): measuring its coordinates flat would give 1.6
 * times the truth in Łódź, so the measures here follow the sphere.
 */
import type OlGeometry from "ol/geom/Geometry";
import LineString from "ol/geom/LineString";
import MultiPolygon from "ol/geom/MultiPolygon";
import Polygon from "ol/geom/Polygon";
import { getArea, getLength } from "ol/sphere";
import type { Geometry } from "../session/types.ts";

export type MeasureKind = "distance" | "area";

/** The length in metres of a line, or the area in square metres of a polygon, in the map's projection. */
export function measureOf(kind: MeasureKind, geometry: OlGeometry): number {
  return kind === "distance" ? getLength(geometry) : getArea(geometry);
}

const degrees = { projection: "EPSG:4326" };

/**
 * What a feature's panel shows of a session geometry (degrees): a line's length, a polygon's area
 * and perimeter; null for a point.
 */
export function featureMeasures(
  geometry: Geometry,
): { length: number } | { area: number; perimeter: number } | null {
  switch (geometry.type) {
    case "LineString":
      return { length: getLength(new LineString(geometry.coordinates), degrees) };
    case "Polygon": {
      const polygon = new Polygon(geometry.coordinates);
      const outline = new LineString(polygon.getLinearRing(0)?.getCoordinates() ?? []);
      return { area: getArea(polygon, degrees), perimeter: getLength(outline, degrees) };
    }
    case "MultiPolygon": {
      const shape = new MultiPolygon(geometry.coordinates);
      const perimeter = shape
        .getPolygons()
        .reduce(
          (sum, polygon) =>
            sum + getLength(new LineString(polygon.getLinearRing(0)?.getCoordinates() ?? []), degrees),
          0,
        );
      return { area: getArea(shape, degrees), perimeter };
    }
    default:
      return null;
  }
}

const formats = new Map<string, Intl.NumberFormat>();
const numberIn = (lang: string, digits: number) => {
  const key = `${lang} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang === "en" ? "en-GB" : "pl-PL", {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
};

/** "12,34 m", "123,4 m", "1,23 km" (Polish) or "1.23 km" (English). */
export function formatLength(metres: number, lang: string): string {
  if (metres >= 1000) return `${numberIn(lang, 2).format(metres / 1000)} km`;
  return `${numberIn(lang, metres < 10 ? 2 : 1).format(metres)} m`;
}

/** "45,6 m²", or "1,23 km²" from a square kilometre on. */
export function formatArea(squareMetres: number, lang: string): string {
  if (squareMetres >= 1_000_000) return `${numberIn(lang, 2).format(squareMetres / 1_000_000)} km²`;
  return `${numberIn(lang, squareMetres < 100 ? 2 : 1).format(squareMetres)} m²`;
}

export const formatMeasure = (kind: MeasureKind, value: number, lang: string): string =>
  kind === "distance" ? formatLength(value, lang) : formatArea(value, lang);
