/**
 * EPSG:3857, the map view's projection, on its sphere: longitude and latitude to metres and back, and
 * projected lengths as metres on the ground (the projection stretches them by 1 / cos(latitude)).
 * Used where OpenLayers is not loaded (the server) and by pure modules both sides share.
 */
export type Point = readonly [number, number];

/** EPSG:3857's sphere (WGS 84's semi-major axis) */
const earthRadius = 6378137;
const toRadians = Math.PI / 180;

export const toMercator = ([lon, lat]: Point): [number, number] => [
  earthRadius * lon * toRadians,
  earthRadius * Math.log(Math.tan(Math.PI / 4 + (lat * toRadians) / 2)),
];

/** The latitude (degrees) of an EPSG:3857 northing. */
export const latitudeOf = (northing: number): number =>
  Math.atan(Math.sinh(northing / earthRadius)) / toRadians;

export const toLonLat = ([x, y]: Point): [number, number] => [x / earthRadius / toRadians, latitudeOf(y)];

/** A projected EPSG:3857 length near `at`, as metres on the ground. */
export const groundMetres = (projected: number, at: Point): number =>
  projected * Math.cos(latitudeOf(at[1]) * toRadians);
