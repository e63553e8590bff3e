/**
 * A floor of a release as Mapbox Vector Tiles 2.1 (docs/app-api.md#vector-tiles): geojson-vt cuts
 * the floor's features into tiles (simplified at each zoom, clipped with a buffer so that outlines
 * meet across tile edges) and vt-pbf encodes a tile. One layer, `features`; every feature carries its
 * stable id twice, as the MVT feature id and as the `id` property (some readers, GDAL among them,
 * show only properties), with its type, category, key and both names: a tile serves every language.
 */
import { GeoJSONVT } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { AppFeature } from "./released-floors.ts";

/** The layer every feature is in. */
export const tileLayer = "features";

/**
 * The zooms tiles are made for. 12 is the widest view the map manifest gives a feature (min_zoom);
 * at 20 a tile is about 38 m across, its 4,096 units a centimetre: a map library over-zooms from
 * there without losing anything a plan holds.
 */
export const tileZooms = { min: 12, max: 20 } as const;

const extent = 4096;

/**
 * Simplification, in tile units: a pixel of the 512-pixel tiles MapLibre draws (4096 / 512). Outlines
 * lose only what a screen cannot show, and a feature smaller than a pixel at a zoom is left out there
 * (a small room at z12), so a low zoom's tile stays small. At the last zoom nothing is simplified.
 */
const tolerance = 8;

/** The attributes of the layer and their kinds, as TileJSON's vector_layers lists them. */
export const tileFields = {
  id: "Number",
  type: "String",
  category: "Number",
  key: "String",
  name_pl: "String",
  name_en: "String",
} as const;

/** What a tile index is built from: the features as GeoJSON with the tile's attributes. */
function tileSource(features: AppFeature[]) {
  return {
    type: "FeatureCollection" as const,
    features: features.map((f) => ({
      type: "Feature" as const,
      id: f.id,
      geometry: f.geometry as GeoJSON.Geometry,
      // an absent value is left out of the tile, as MVT has no null
      properties: {
        id: f.id,
        type: f.type,
        ...(f.category !== null && { category: f.category }),
        ...(f.key !== null && { key: f.key }),
        ...(f.namePl !== null && { name_pl: f.namePl }),
        ...(f.nameEn !== null && { name_en: f.nameEn }),
      },
    })),
  };
}

/** The tiles of one floor of one release: cut on demand, each tile once (geojson-vt keeps them). */
export class FloorTiles {
  readonly #index: GeoJSONVT;

  constructor(features: AppFeature[]) {
    this.#index = new GeoJSONVT(tileSource(features), {
      maxZoom: tileZooms.max,
      extent,
      tolerance,
      // no id is generated or promoted: the feature's own id is kept
      generateId: false,
    });
  }

  /** The encoded tile; empty (no layer) where the floor has nothing. */
  encode(z: number, x: number, y: number): Uint8Array {
    const tile = this.#index.getTile(z, x, y);
    if (!tile || tile.features.length === 0) return new Uint8Array(0);
    return fromGeojsonVt({ [tileLayer]: tile }, { version: 2, extent });
  }
}

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

const whole = /^(0|[1-9][0-9]{0,6})$/;

/** z, x and y of a tile path, or null unless z is one of tileZooms and x, y are on that zoom's grid. */
export function tileAddress(z: string, x: string, y: string): TileAddress | null {
  if (![z, x, y].every((part) => whole.test(part))) return null;
  const [zoom, column, row] = [Number(z), Number(x), Number(y)];
  if (zoom < tileZooms.min || zoom > tileZooms.max) return null;
  const size = 2 ** zoom;
  return column < size && row < size ? { z: zoom, x: column, y: row } : null;
}
