/**
 * Small IMDF archives made in the tests: one as another producer writes them (files named .json, a
 * release candidate's manifest, MultiPolygons, a building without geometry, no openings, no navPath,
 * a level outside our floors), broken and hostile ones built from it, and a zip bomb.
 */
import { constants, deflateRawSync } from "node:zlib";
import { zipFiles } from "../../src/server/imdf/zip-archive.ts";

type Json = Record<string, unknown>;

/** Where the archive lies: near the demo campus by default, elsewhere for the browser test. */
export interface Origin {
  lon: number;
  lat: number;
}

const near: Origin = { lon: 19.46, lat: 51.77 };
const lon = (dx: number) => near.lon + dx;
const lat = (dy: number) => near.lat + dy;

/** Every position under a `coordinates` key moved by (dLon, dLat). */
function moved(value: unknown, dLon: number, dLat: number, inCoordinates = false): unknown {
  if (Array.isArray(value)) {
    if (inCoordinates && typeof value[0] === "number" && typeof value[1] === "number") {
      return [value[0] + dLon, value[1] + dLat];
    }
    return value.map((item) => moved(item, dLon, dLat, inCoordinates));
  }
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      moved(item, dLon, dLat, inCoordinates || key === "coordinates"),
    ]),
  );
}

const square = (x: number, y: number, size = 0.0002) => [
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ],
];

const feature = (id: string, feature_type: string, geometry: Json | null, properties: Json) => ({
  id,
  type: "Feature",
  feature_type,
  geometry,
  properties,
});

const collection = (features: Json[]) => JSON.stringify({ type: "FeatureCollection", features });

export const ids = {
  venue: "11111111-0000-4000-8000-000000000001",
  building: "11111111-0000-4000-8000-000000000002",
  footprint: "11111111-0000-4000-8000-000000000003",
  level0: "11111111-0000-4000-8000-000000000010",
  level1: "11111111-0000-4000-8000-000000000011",
  level30: "11111111-0000-4000-8000-000000000030",
  room: "11111111-0000-4000-8000-000000000100",
  liftDown: "11111111-0000-4000-8000-000000000101",
  liftUp: "11111111-0000-4000-8000-000000000102",
  walkway: "11111111-0000-4000-8000-000000000103",
  roof: "11111111-0000-4000-8000-000000000104",
  lift: "11111111-0000-4000-8000-000000000200",
  amenity: "11111111-0000-4000-8000-000000000300",
  address: "11111111-0000-4000-8000-000000000400",
};

const level = (id: string, ordinal: number) =>
  feature(
    id,
    "level",
    { type: "Polygon", coordinates: square(lon(0), lat(0), 0.002) },
    {
      category: "unspecified",
      restriction: null,
      ordinal,
      outdoor: false,
      name: { pl: `Piętro ${ordinal}`, en: `Level ${ordinal}` },
      short_name: { pl: String(ordinal), en: String(ordinal) },
      display_point: null,
      address_id: null,
      building_ids: [ids.building],
    },
  );

const unit = (id: string, levelId: string, category: string, name: Json | null, x: number) =>
  feature(
    id,
    "unit",
    { type: "MultiPolygon", coordinates: [square(lon(x), lat(0.0005))] },
    {
      category,
      restriction: null,
      accessibility: category === "room" ? ["wheelchair"] : null,
      name,
      alt_name: null,
      display_point: { type: "Point", coordinates: [lon(x + 0.0001), lat(0.0006)] },
      level_id: levelId,
    },
  );

/** file name -> contents of the other producer's archive */
export function producerFiles(at: Origin = near): Map<string, string> {
  const files = nearFiles();
  if (at === near) return files;
  return new Map(
    [...files].map(([name, text]) => [
      name,
      JSON.stringify(moved(JSON.parse(text), at.lon - near.lon, at.lat - near.lat)),
    ]),
  );
}

function nearFiles(): Map<string, string> {
  return new Map([
    [
      "manifest.json",
      JSON.stringify({ version: "1.0.0-rc.1", created: "2019-05-01T00:00:00Z", language: "pl" }),
    ],
    [
      "address.json",
      collection([
        feature(ids.address, "address", null, {
          address: "al. Kościuszki 4",
          locality: "Łódź",
          country: "PL",
        }),
      ]),
    ],
    [
      "venue.json",
      collection([
        feature(
          ids.venue,
          "venue",
          { type: "Polygon", coordinates: square(lon(-0.001), lat(-0.001), 0.004) },
          {
            category: "university",
            name: { pl: "Kampus testowy", en: "Test campus" },
            display_point: { type: "Point", coordinates: [lon(0.001), lat(0.001)] },
            address_id: ids.address,
          },
        ),
      ]),
    ],
    [
      "building.json",
      collection([
        feature(ids.building, "building", null, { category: "unspecified", name: { pl: "Budynek A" } }),
      ]),
    ],
    [
      "footprint.json",
      collection([
        feature(
          ids.footprint,
          "footprint",
          {
            type: "MultiPolygon",
            coordinates: [square(lon(0), lat(0), 0.002), square(lon(0.003), lat(0), 0.001)],
          },
          { category: "ground", name: null, building_ids: [ids.building] },
        ),
      ]),
    ],
    ["level.json", collection([level(ids.level0, 0), level(ids.level1, 1), level(ids.level30, 30)])],
    [
      "unit.json",
      collection([
        unit(ids.room, ids.level0, "room", { pl: "Sala 1", en: "Room 1" }, 0.0001),
        unit(ids.liftDown, ids.level0, "elevator", null, 0.0005),
        unit(ids.liftUp, ids.level1, "elevator", null, 0.0005),
        unit(ids.walkway, ids.level1, "walkway", null, 0.0009),
        unit(ids.roof, ids.level30, "room", { en: "Roof" }, 0.0001),
      ]),
    ],
    [
      "relationship.json",
      collection([
        feature(ids.lift, "relationship", null, {
          category: "elevator",
          direction: "undirected",
          origin: { id: ids.liftDown, feature_type: "unit" },
          intermediary: null,
          destination: { id: ids.liftUp, feature_type: "unit" },
          hours: null,
        }),
      ]),
    ],
    [
      "amenity.json",
      collection([
        feature(
          ids.amenity,
          "amenity",
          { type: "Point", coordinates: [lon(0.0002), lat(0.0006)] },
          {
            category: "information",
            name: { en: "Information desk" },
            unit_ids: [ids.room],
          },
        ),
      ]),
    ],
  ]);
}

export const zipOf = (files: Map<string, string>) => Buffer.from(zipFiles(files));

/** The producer's archive with one file changed (or removed with null). */
export function changed(name: string, content: string | null): Buffer {
  const files = producerFiles();
  if (content === null) files.delete(name);
  else files.set(name, content);
  return zipOf(files);
}

/** A unit of the producer's ground floor with `properties` over its own; `geometry` replaces its outline. */
export function hostileUnit(id: string, properties: Json, geometry?: Json): Json {
  const plain = unit(id, ids.level0, "room", { pl: "Sala" }, 0.0003);
  return {
    ...plain,
    ...(geometry && { geometry }),
    properties: { ...(plain.properties as Json), ...properties },
  };
}

/** JSON text of `inner` wrapped in `depth` arrays: built as text, since a walk that deep would overflow. */
export const nestedText = (depth: number, inner = "0") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;

/** The producer's archive as files, its units joined by `extra` (given as JSON text each). */
export function withUnits(extra: string[]): Map<string, string> {
  const files = producerFiles();
  const units = files.get("unit.json") as string;
  files.set("unit.json", `${units.slice(0, -2)},${extra.join(",")}]}`);
  return files;
}

/**
 * A zip of one entry, unit.geojson, that inflates to `megabytes` MB of zeros while its header says
 * 1 kB: deflate blocks of 16 MB ending each on a full flush, so one compressed block repeated makes
 * the stream, and the archive stays some 16 kB per 16 MB.
 */
export function zipBomb(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(16 * 2 ** 20), { finishFlush: constants.Z_FULL_FLUSH });
  const data = Buffer.concat([
    ...Array.from({ length: Math.ceil(megabytes / 16) }, () => block),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  const name = Buffer.from("unit.geojson");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0); // local file header
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(data.length, 18); // compressed size
  header.writeUInt32LE(1024, 22); // the declared size: a lie
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}
