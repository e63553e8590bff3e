/**
 * IMDF archives for the archive and event-loop probes, written as text (fast for 300,000 features,
 * and the only way to nest 10,000 deep): a campus of square rooms in a grid, 10,000 a level, with any
 * hostile units added; and the multipart upload of an archive.
 */
import http from "node:http";
import { zipFiles } from "../../src/server/imdf/zip-archive.ts";
import { type Answer, send } from "./http.ts";

const origin = { lon: 19.46, lat: 51.77 };
/** degrees between rooms of the grid (about 1.4 m north-south), and a room's side */
export const gridStep = 2e-5;
const roomSide = 1.5e-5;
export const roomsPerRow = 100;
export const roomsPerLevel = roomsPerRow * roomsPerRow;

const uuid = (group: number, n: number) =>
  `${String(group).padStart(8, "0")}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
export const levelId = (ordinal: number) => uuid(1, ordinal);
export const unitId = (n: number) => uuid(2, n);

/** The south-west corner of the room `n` of a level's grid. */
export const roomCorner = (n: number): [number, number] => [
  origin.lon + (n % roomsPerRow) * gridStep,
  origin.lat + Math.floor(n / roomsPerRow) * gridStep,
];

function roomText(n: number, level: number, name: string, extra = ""): string {
  const [x, y] = roomCorner(n % roomsPerLevel);
  const [x2, y2] = [x + roomSide, y + roomSide];
  const ring = `[[${x},${y}],[${x2},${y}],[${x2},${y2}],[${x},${y2}],[${x},${y}]]`;
  return `{"id":"${unitId(n)}","type":"Feature","feature_type":"unit","geometry":{"type":"Polygon","coordinates":[${ring}]},"properties":{"category":"room","restriction":null,"accessibility":null,"name":{"en":${name}},"alt_name":null,"display_point":null,"level_id":"${levelId(level)}"${extra}}}`;
}

/** A unit (as JSON text) with the given name (JSON text) and properties after the usual ones (`,"k":v`). */
export const hostileUnit = (n: number, name: string, extra = "") => roomText(n, 0, name, extra);

/** A unit whose coordinates are nested `depth` arrays deep. */
export const deeplyNestedUnit = (n: number, depth: number) =>
  `{"id":"${unitId(n)}","type":"Feature","feature_type":"unit","geometry":{"type":"Polygon","coordinates":${"[".repeat(depth)}0${"]".repeat(depth)}},"properties":{"category":"room","name":{"en":"Deep"},"level_id":"${levelId(0)}"}}`;

/**
 * The campus: `rooms` rooms, `perLevel` a level on levels 0, 1, … (the last level takes the rest), and
 * `extra` units (JSON text) on level 0.
 */
export function campusArchive(rooms: number, perLevel = roomsPerLevel, extra: string[] = []): Uint8Array {
  const levels = Math.max(1, Math.ceil(rooms / perLevel));
  const level = (ordinal: number) =>
    `{"id":"${levelId(ordinal)}","type":"Feature","feature_type":"level","geometry":null,"properties":{"category":"unspecified","restriction":null,"ordinal":${ordinal},"outdoor":false,"name":{"en":"Level ${ordinal}"},"short_name":{"en":"${ordinal}"},"display_point":null,"address_id":null,"building_ids":[]}}`;
  const units = Array.from({ length: rooms }, (_, n) =>
    roomText(n, Math.min(levels - 1, Math.floor(n / perLevel)), `"Room ${n}"`),
  );
  const collection = (features: string[]) =>
    `{"type":"FeatureCollection","features":[${features.join(",")}]}`;
  return zipFiles(
    new Map([
      [
        "manifest.json",
        JSON.stringify({ version: "1.0.0", created: "2026-01-01T00:00:00Z", language: "en" }),
      ],
      ["level.geojson", collection(Array.from({ length: levels }, (_, i) => level(i)))],
      ["unit.geojson", collection([...units, ...extra])],
    ]),
  );
}

const boundary = "----probe-imdf-boundary";

/** POST /api/imdf/import of the zip, as the console's form sends it. */
export function uploadArchive(port: number, token: string, zip: Uint8Array): Promise<Answer> {
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="campus.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return send(port, {
    method: "POST",
    path: "/api/imdf/import",
    token,
    body,
    // a large import takes a while: what is timed is the rest of the API meanwhile; a connection of
    // its own, so that no timer of a kept-alive one's earlier call can end it
    timeoutMs: 600_000,
    agent: new http.Agent({ keepAlive: false }),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(body.length),
    },
  });
}
