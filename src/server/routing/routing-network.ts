/**
 * Everything a path query needs, built once from the map's routing features and kept (routing-cache.ts):
 * the graph, its arcs laid out for the search, the rooms with the doors that open into them, and the
 * nodes a path to or from each room starts at. Pure.
 */
import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import type { GraphFeature, RoutingGraph } from "./graph-types.ts";
import { halfwayAlong, type Position } from "./line-geometry.ts";
import { RoomIndex, wallTolerance } from "./room-index.ts";
import { buildRoutingGraph } from "./routing-graph.ts";
import { type Adjacency, adjacencyOf } from "./shortest-path.ts";

export interface RoutingNetwork {
  graph: RoutingGraph;
  adjacency: Adjacency;
  rooms: RoomIndex;
  /** the doors (feature ids) of each room: named by the door's `room` key, or in the room's wall */
  roomDoors: Map<number, number[]>;
  /** where a path to or from a room starts: its doors' nodes, or without doors the nodes inside it */
  roomAnchors: Map<number, number[]>;
  /** the nodes of each floor */
  floorNodes: Map<string, number[]>;
  /** the edges (graph.edges indexes) each feature makes: its line's, its step's, its floor changes' */
  featureEdges: Map<number, number[]>;
}

const doorLine = (door: GraphFeature): Position[] =>
  door.geometry.type === "LineString" ? (door.geometry.coordinates as Position[]) : [];

function doorsOfRooms(rooms: RoomIndex, features: GraphFeature[]): Map<number, number[]> {
  const doors = new Map<number, number[]>();
  for (const door of features) {
    if (door.type !== "door") continue;
    const middle = halfwayAlong(doorLine(door));
    const named = rooms.byKey(door.floor, door.properties.room);
    const inWall = middle ? rooms.near(door.floor, middle, wallTolerance) : [];
    for (const room of new Set([...(named ? [named] : []), ...inWall])) {
      const known = doors.get(room.id);
      if (known) known.push(door.id);
      else doors.set(room.id, [door.id]);
    }
  }
  return doors;
}

export function buildRoutingNetwork(features: GraphFeature[]): RoutingNetwork {
  const graph = buildRoutingGraph(features);
  const rooms = new RoomIndex(features);
  const roomDoors = doorsOfRooms(rooms, features);
  const floorNodes = new Map<string, number[]>();
  for (const node of graph.nodes) {
    const onFloor = floorNodes.get(node.floor);
    if (onFloor) onFloor.push(node.id);
    else floorNodes.set(node.floor, [node.id]);
  }
  const roomAnchors = new Map<number, number[]>();
  for (const room of rooms.rooms) {
    const atDoors = (roomDoors.get(room.id) ?? []).flatMap((door) => graph.placed.get(door) ?? []);
    const inside = atDoors.length
      ? []
      : (floorNodes.get(room.floor) ?? []).filter((id) => {
          const node = graph.nodes[id];
          return (
            node !== undefined &&
            node.lon >= room.minX &&
            node.lon <= room.maxX &&
            node.lat >= room.minY &&
            node.lat <= room.maxY &&
            booleanPointInPolygon([node.lon, node.lat], room.outline)
          );
        });
    const anchors = [...new Set([...atDoors, ...inside])];
    if (anchors.length) roomAnchors.set(room.id, anchors);
  }
  const featureEdges = new Map<number, number[]>();
  graph.edges.forEach((edge, index) => {
    for (const feature of new Set([edge.feature, edge.toFeature ?? edge.feature])) {
      const known = featureEdges.get(feature);
      if (known) known.push(index);
      else featureEdges.set(feature, [index]);
    }
  });
  return { graph, adjacency: adjacencyOf(graph), rooms, roomDoors, roomAnchors, floorNodes, featureEdges };
}
