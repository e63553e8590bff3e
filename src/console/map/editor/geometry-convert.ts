/**
 * Between the session's geometries (GeoJSON in EPSG:4326 degrees) and OpenLayers' (EPSG:3857 metres,
 * the map's projection). Reading is written out by hand: a floor of 5,000 features is converted on
 * every floor switch, and building flat coordinate arrays directly is several times faster than
 * going through ol/format/GeoJSON and a transform per geometry.
 */
import GeoJSON from "ol/format/GeoJSON";
import { orientLinearRings, orientLinearRingsArray } from "ol/geom/flat/orient";
import type OlGeometry from "ol/geom/Geometry";
import LineString from "ol/geom/LineString";
import MultiPolygon from "ol/geom/MultiPolygon";
import Point from "ol/geom/Point";
import Polygon from "ol/geom/Polygon";
import RenderFeature from "ol/render/Feature";
import type { Geometry, Position } from "../session/types.ts";

const format = new GeoJSON({ dataProjection: "EPSG:4326", featureProjection: "EPSG:3857" });

/** The sphere of EPSG:3857 and the latitude it stops at, as ol/proj/epsg3857 has them. */
const radius = 6378137;
const maxLatitude = 85.0511287798066;
const toRadians = Math.PI / 180;

function push(flat: number[], [lon, lat]: Position) {
  const clamped = Math.max(-maxLatitude, Math.min(maxLatitude, lat));
  flat.push(radius * lon * toRadians, radius * Math.log(Math.tan(Math.PI / 4 + (clamped * toRadians) / 2)));
}

/** The rings' positions appended to `flat`; the index after each ring. */
function pushRings(flat: number[], rings: Position[][]): number[] {
  const ends: number[] = [];
  for (const ring of rings) {
    for (const position of ring) push(flat, position);
    ends.push(flat.length);
  }
  return ends;
}

/** The map geometry of `geometry`, new. */
export function toMapGeometry(geometry: Geometry): OlGeometry {
  const flat: number[] = [];
  switch (geometry.type) {
    case "Point":
      push(flat, geometry.coordinates);
      return new Point(flat, "XY");
    case "LineString":
      for (const position of geometry.coordinates) push(flat, position);
      return new LineString(flat, "XY");
    case "Polygon":
      return new Polygon(flat, "XY", pushRings(flat, geometry.coordinates));
    case "MultiPolygon":
      return new MultiPolygon(
        flat,
        "XY",
        geometry.coordinates.map((rings) => pushRings(flat, rings)),
      );
  }
}

/** A render feature reads no properties of its own: the style looks them up by its id. */
const noProperties: Record<string, unknown> = Object.freeze({});

/**
 * `geometry` as a feature that can only be drawn and hit, with `key` as id: flat coordinates and
 * nothing else, where a Feature with its geometry is an observable pair with listeners. Polygons are
 * one render polygon (a multipolygon's parts included), their rings oriented as OpenLayers orients
 * a Polygon's for drawing, which also tells the parts of a multipolygon apart (exteriors one way,
 * holes the other).
 */
export function toRenderFeature(key: string, geometry: Geometry): RenderFeature {
  const flat: number[] = [];
  switch (geometry.type) {
    case "Point":
      push(flat, geometry.coordinates);
      return new RenderFeature("Point", flat, [flat.length], 2, noProperties, key);
    case "LineString":
      for (const position of geometry.coordinates) push(flat, position);
      return new RenderFeature("LineString", flat, [flat.length], 2, noProperties, key);
    case "Polygon": {
      const ends = pushRings(flat, geometry.coordinates);
      orientLinearRings(flat, 0, ends, 2);
      return new RenderFeature("Polygon", flat, ends, 2, noProperties, key);
    }
    case "MultiPolygon": {
      const endss = geometry.coordinates.map((rings) => pushRings(flat, rings));
      orientLinearRingsArray(flat, 0, endss, 2);
      return new RenderFeature("Polygon", flat, endss.flat(), 2, noProperties, key);
    }
  }
}

/** 9 decimals of a degree are about 0.1 mm: finer digits are only float noise of the projection. */
export function toSessionGeometry(geometry: OlGeometry): Geometry {
  return format.writeGeometryObject(geometry, { decimals: 9 }) as Geometry;
}
