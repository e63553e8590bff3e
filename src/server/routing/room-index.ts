/**
 * The rooms of the map by floor, found by place or by key: the room a point lies in, the rooms a
 * door opens into, a room named by a `room` property. Outlines are Polygons or MultiPolygons.
 */
import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import type { MultiPolygon, Polygon } from "geojson";
import RBush from "rbush";
import { geometryBounds } from "../map/geometry-bounds.ts";
import type { GraphFeature } from "./graph-types.ts";
import { metresPerDegreeAt, type Position, projectOnSegment } from "./line-geometry.ts";

export interface Room {
  id: number;
  floor: string;
  key: string | null;
  outline: Polygon | MultiPolygon;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A door is in a room's wall when its middle is this near the outline (or inside it). */
export const wallTolerance = 0.5;

function roomOf(feature: GraphFeature): Room | null {
  const { type } = feature.geometry;
  if (feature.type !== "room" || (type !== "Polygon" && type !== "MultiPolygon")) return null;
  try {
    const [minX, minY, maxX, maxY] = geometryBounds(feature.geometry);
    const key = feature.properties.key;
    return {
      id: feature.id,
      floor: feature.floor,
      key: typeof key === "string" ? key : null,
      outline: feature.geometry as Polygon | MultiPolygon,
      minX,
      minY,
      maxX,
      maxY,
    };
  } catch {
    // A broken outline (saved before the checks existed) is no room to route to.
    return null;
  }
}

/** Metres from `position` to the nearest edge of the outline (turf's geodesic distance costs 50 times more). */
function metresToEdge(position: Position, outline: Polygon | MultiPolygon): number {
  const polygons = outline.type === "Polygon" ? [outline.coordinates] : outline.coordinates;
  let best = Number.POSITIVE_INFINITY;
  for (const ring of polygons.flat()) {
    for (let i = 1; i < ring.length; i++) {
      const a = ring[i - 1] as Position;
      const b = ring[i] as Position;
      best = Math.min(best, projectOnSegment(position, a, b).metres);
    }
  }
  return best;
}

export class RoomIndex {
  readonly rooms: Room[];
  readonly #byFloor = new Map<string, RBush<Room>>();
  readonly #byKey = new Map<string, Room>();

  constructor(features: GraphFeature[]) {
    this.rooms = features.flatMap((feature) => roomOf(feature) ?? []);
    this.#index();
  }

  #index(): void {
    const perFloor = new Map<string, Room[]>();
    for (const room of this.rooms) {
      const onFloor = perFloor.get(room.floor);
      if (onFloor) onFloor.push(room);
      else perFloor.set(room.floor, [room]);
      if (room.key !== null) this.#byKey.set(`${room.floor}|${room.key}`, room);
    }
    for (const [floor, rooms] of perFloor) this.#byFloor.set(floor, new RBush<Room>().load(rooms));
  }

  /** The room of `floor` whose key is `key`. */
  byKey(floor: string, key: unknown): Room | undefined {
    return typeof key === "string" ? this.#byKey.get(`${floor}|${key}`) : undefined;
  }

  /** The rooms of `floor` whose outline holds `position` or passes within `metres` of it. */
  near(floor: string, position: Position, metres = 0): Room[] {
    const scale = metresPerDegreeAt(position[1]);
    const [dx, dy] = [metres / scale.lon, metres / scale.lat];
    const candidates =
      this.#byFloor.get(floor)?.search({
        minX: position[0] - dx,
        minY: position[1] - dy,
        maxX: position[0] + dx,
        maxY: position[1] + dy,
      }) ?? [];
    return candidates.filter(
      (room) =>
        booleanPointInPolygon(position, room.outline) ||
        (metres > 0 && metresToEdge(position, room.outline) <= metres),
    );
  }
}
