import type { Database } from "../src/server/db/database.ts";

/**
 * A room as the map benchmarks send it: a five-sided outline with its south-west corner at `x`, `y`
 * (degrees), `scale` 1 being about 10 × 9 m, and the properties the editor sets.
 */
export function roomAt(x: number, y: number, key: string, number: number, scale = 1) {
  const [w, h, peakX, peakY] = [1.5e-4 * scale, 0.8e-4 * scale, 0.7e-4 * scale, 1.2e-4 * scale];
  const ring = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x + peakX, y + peakY],
    [x, y + h],
    [x, y],
  ];
  return {
    type: "Feature",
    geometry: { type: "Polygon", coordinates: [ring] },
    properties: {
      type: "room",
      key,
      name_pl: `Sala ${number}`,
      name_en: `Room ${number}`,
      area_size: 48.5,
      accessible: true,
      visible: true,
    },
  };
}

/**
 * Rooms of `floor` in a grid 100 wide (numbered from `from`), inserted as the editor's saves store
 * them (the bbox from the outline).
 */
export async function insertRooms(db: Database, floor: string, count: number, from = 0): Promise<void> {
  const features = Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const room = roomAt(19.4 + (n % 100) * 2e-4, 51.7 + Math.floor(n / 100) * 1.5e-4, `${floor}-${n}`, n);
    const { type, ...properties } = room.properties;
    return { floor, type, geometry: room.geometry, properties };
  });
  await db.query(
    `INSERT INTO map_feature (floor, type, geometry, properties, bbox)
     SELECT f.floor, f.type, f.geometry, f.properties,
            box(point(b.x1, b.y1), point(b.x2, b.y2))
     FROM jsonb_to_recordset($1::jsonb) AS f(floor text, type text, geometry jsonb, properties jsonb)
     CROSS JOIN LATERAL (
       SELECT min((p->>0)::float8) AS x1, min((p->>1)::float8) AS y1,
              max((p->>0)::float8) AS x2, max((p->>1)::float8) AS y2
       FROM jsonb_array_elements(f.geometry->'coordinates'->0) AS p) AS b`,
    [JSON.stringify(features)],
  );
}
