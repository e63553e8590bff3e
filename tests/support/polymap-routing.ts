/**
 * The PolyMap campus (samples/imdf/polymap, Apache-2.0, see its SOURCE.md) as routing
 * features, read straight from its GeoJSON for the routing tests and benchmark: each navPath link
 * between two nodes of one floor is a `route` from one to the other, a link between floors a
 * `connector` at each end sharing a connector_key, openings are doors and units rooms. Levels map to
 * floors by ordinal; navPath nodes without a level are outdoors, on p0. A link listed by one node
 * only is walked that way only (for connectors: upwards or downwards).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GraphFeature } from "../../src/server/routing/graph-types.ts";

/** the archive as a folder, committed with its LICENSE and SOURCE.md so that a plain clone tests it */
export const polymapDir = join(dirname(fileURLToPath(import.meta.url)), "../../samples/imdf/polymap");

type Position = [number, number];

interface ImdfFeature {
  id: string;
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown>;
}

export interface NavNode {
  id: string;
  floor: string;
  at: Position;
  /** the ids of the nodes it links to (walkable from this node) */
  neighbours: string[];
}

export interface Polymap {
  features: GraphFeature[];
  nodes: Map<string, NavNode>;
  /** the ids of the features made from openings and units */
  doors: number[];
  rooms: number[];
}

const read = (name: string): ImdfFeature[] =>
  JSON.parse(readFileSync(join(polymapDir, `${name}.geojson`), "utf8")).features;

const floorNumber = (floor: string) => Number(floor.slice(1));

export function loadPolymap(): Polymap {
  const floors = new Map(read("level").map((l) => [l.id, `p${l.properties.ordinal}`]));
  const floorOf = (levelId: unknown) => (typeof levelId === "string" ? floors.get(levelId) : "p0") ?? "p0";
  const nodes = new Map<string, NavNode>(
    read("navPath").map((f) => [
      f.id,
      {
        id: f.id,
        floor: floorOf(f.properties.level_id),
        at: f.geometry?.coordinates as Position,
        neighbours: (f.properties.neighbours as string[]).map(String),
      },
    ]),
  );
  let nextId = 1;
  const features: GraphFeature[] = [];
  const add = (type: string, floor: string, geometry: GraphFeature["geometry"], properties = {}) => {
    const feature = { id: nextId++, floor, type, geometry, properties };
    features.push(feature);
    return feature.id;
  };
  const linked = new Set<string>();
  for (const a of nodes.values()) {
    for (const id of a.neighbours) {
      const b = nodes.get(id);
      const key = [a.id, id].sort().join("|");
      if (!b || b === a || linked.has(key)) continue;
      linked.add(key);
      const [ab, ba] = [a.neighbours.includes(b.id), b.neighbours.includes(a.id)];
      if (a.floor === b.floor) {
        const direction = ab && ba ? "both" : "forward";
        const [start, end] = ab ? [a, b] : [b, a];
        add("route", a.floor, { type: "LineString", coordinates: [start.at, end.at] }, { direction });
        continue;
      }
      const [low, high] = floorNumber(a.floor) < floorNumber(b.floor) ? [a, b] : [b, a];
      const up = low === a ? ab : ba;
      const down = low === a ? ba : ab;
      const direction = up && down ? "both" : up ? "forward" : "backward";
      for (const end of [low, high]) {
        add(
          "connector",
          end.floor,
          { type: "Point", coordinates: end.at },
          { connector_key: key, connector_type: "stairs", direction },
        );
      }
    }
  }
  const doors = read("opening").flatMap((o) =>
    o.geometry ? [add("door", floorOf(o.properties.level_id), o.geometry)] : [],
  );
  const rooms = read("unit").flatMap((u) =>
    u.geometry ? [add("room", floorOf(u.properties.level_id), u.geometry, { key: u.id })] : [],
  );
  return { features, nodes, doors, rooms };
}
