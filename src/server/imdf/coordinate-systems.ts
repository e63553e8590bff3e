/**
 * The coordinate system a GeoJSON file of an archive declares (the `crs` member of GeoJSON 2008,
 * dropped by RFC 7946, which allows WGS84 longitude and latitude only), and the conversion of its
 * positions to WGS84 by proj4. GDAL and QGIS still write the member when asked for another system,
 * e.g. the Polish national grid (EPSG:2180); read as degrees, such positions fell outside the earth
 * and every feature was left out as a malformed geometry (1503).
 *
 * Positions are x, y as GeoJSON 2008 orders them (easting, northing; longitude, latitude), whatever
 * the EPSG register says of the system's axes: GDAL writes them so too.
 */
import proj4 from "proj4";
import { ImdfError } from "./imdf-error.ts";

/** a position: 2 or 3 numbers; the height is kept as it is */
export type Convert = (position: number[]) => number[];

const wgs84 = "+proj=longlat +datum=WGS84 +no_defs";

/** Poland's 2000 grid, zone by zone (EPSG:2176-2179): a transverse Mercator strip around `meridian`. */
const poland2000 = (meridian: number, falseEasting: number) =>
  `+proj=tmerc +lat_0=0 +lon_0=${meridian} +k=0.999923 +x_0=${falseEasting} +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs`;

/**
 * The systems a campus map arrives in, by EPSG code (the proj strings of epsg.io). WGS84 and CRS84
 * need no conversion; ETRS89 (4258, and the grids on it) differs from WGS84 by centimetres at most,
 * as proj4 takes them.
 */
const definitions: Record<string, string> = {
  "4258": "+proj=longlat +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs",
  "3857":
    "+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs",
  "2180":
    "+proj=tmerc +lat_0=0 +lon_0=19 +k=0.9993 +x_0=500000 +y_0=-5300000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs",
  "2176": poland2000(15, 5_500_000),
  "2177": poland2000(18, 6_500_000),
  "2178": poland2000(21, 7_500_000),
  "2179": poland2000(24, 8_500_000),
};

/** the names naming WGS84 longitude and latitude as GeoJSON orders them */
const crs84 =
  /^(urn:ogc:def:crs:OGC:(1\.3)?:CRS84|OGC:CRS84|CRS84|http:\/\/www\.opengis\.net\/def\/crs\/OGC\/1\.3\/CRS84)$/i;

/** the EPSG code in the ways it is written: EPSG:2180, urn:ogc:def:crs:EPSG::2180 (or with a version), an opengis.net URI */
const epsg =
  /^(?:EPSG:|urn:ogc:def:crs:EPSG:[0-9.]*:|https?:\/\/www\.opengis\.net\/def\/crs\/EPSG\/[0-9.]+\/)(\d{1,6})$/i;

/** The EPSG code or CRS84 a system's name means, or null when it is none of these forms. */
export function systemCode(name: string): string | null {
  const trimmed = name.trim();
  if (crs84.test(trimmed)) return "CRS84";
  return epsg.exec(trimmed)?.[1] ?? null;
}

const converters = new Map<string, Convert | null>();

/** The conversion from the named system to WGS84 (null: none needed), or undefined for a system not known here. */
function converterOf(code: string): Convert | null | undefined {
  if (code === "CRS84" || code === "4326") return null;
  const definition = definitions[code];
  if (definition === undefined) return undefined;
  let convert = converters.get(code);
  if (convert === undefined) {
    const converter = proj4(definition, wgs84);
    convert = ([x, y, ...rest]) => [...converter.forward([x as number, y as number]), ...rest];
    converters.set(code, convert);
  }
  return convert;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The conversion the `crs` member of `file` asks for: null when there is none (or it is WGS84). A
 * member that is not a named system refuses the archive with 3481, a system not known here with 3480,
 * both naming the file and what it declared.
 */
export function conversionOf(member: unknown, file: string): Convert | null {
  if (member === undefined || member === null) return null;
  const name =
    isObject(member) && member.type === "name" && isObject(member.properties)
      ? member.properties.name
      : undefined;
  if (typeof name !== "string") throw new ImdfError(3481, `${file}: ${JSON.stringify(member).slice(0, 200)}`);
  const code = systemCode(name);
  const convert = code === null ? undefined : converterOf(code);
  if (convert === undefined) throw new ImdfError(3480, `${file}: ${name.slice(0, 200)}`);
  return convert;
}

/**
 * The coordinates with every position converted. What is not a position of finite numbers is left as
 * it is, for the geometry check to refuse; the nesting was bounded before (feature-limits.ts).
 */
export function convertPositions(coordinates: unknown, convert: Convert): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (coordinates.length >= 2 && coordinates.every((n) => typeof n === "number" && Number.isFinite(n)))
    return convert(coordinates as number[]);
  return coordinates.map((part) => convertPositions(part, convert));
}
