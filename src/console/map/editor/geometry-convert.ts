/**
 * Between the session's geometries (GeoJSON in EPSG:4326 degrees) and OpenLayers' (EPSG:3857 metres,
 * the map's projection). Reading is written out by hand: a floor of 5,000 features is converted on
 * every floor switch, and building flat coordinate arrays directly is several times faster than
 * going through ol/format/GeoJSON and a transform per geometry.
 */
import GeoJSON from "ol/format/GeoJSON";
import type OlGeometry from "ol/geom/Geometry";
import LineString from "ol/geom/LineString";
import MultiPolygon from "ol/geom/MultiPolygon";
import Point from "ol/geom/Point";
import Polygon from "ol/geom/Polygon";
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

/** 9 decimals of a degree are about 0.1 mm: finer digits are only float noise of the projection. */
export function toSessionGeometry(geometry: OlGeometry): Geometry {
  return format.writeGeometryObject(geometry, { decimals: 9 }) as Geometry;
}
