/**
 * PolyMap's routing graph (navPath: points listing their `neighbours`) as our routing features, so
 * that the routing graph (routing/routing-graph.ts) is built from an imported campus as from a drawn one:
 * each link between two nodes of one floor is a `route` LineString from one node to the other, and a
 * link between floors is a `connector` at each end sharing a connector_key. A link listed by one node
 * only may be walked one way (direction forward or backward). Both nodes are kept in the source, so an
 * export writes the nodes back with their ids, weights and tags.
 */
import { createHash } from "node:crypto";
import { type Floor, floorNumber } from "../../shared/floor.ts";
import { checkedFeature } from "./checked-feature.ts";
import type { ImdfFeature, SkippedFeature } from "./imdf-archive.ts";
import type { ImportedFeature, NavNode } from "./imported-feature.ts";

/** The floor of a node's level (null: outdoors, the ground floor); undefined when the level was skipped. */
export type FloorOfLevel = (levelId: string | null) => Floor | undefined;

/** A stable id of the link between two nodes, short enough for source_id and key (64 characters). */
export const linkId = (a: string, b: string) =>
  `nav-${createHash("sha256").update(`${a}|${b}`).digest("hex").slice(0, 32)}`;

const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number";

function readNode(feature: ImdfFeature): NavNode | null {
  const coordinates = feature.geometry?.type === "Point" ? feature.geometry.coordinates : null;
  if (!isPosition(coordinates)) return null;
  const { neighbours: _neighbours, level_id, ...properties } = feature.properties;
  return {
    id: feature.id,
    coordinates: [coordinates[0], coordinates[1]],
    level_id: typeof level_id === "string" ? level_id : null,
    properties,
  };
}

interface Link {
  a: NavNode;
  b: NavNode;
  /** a lists b, b lists a */
  ab: boolean;
  ba: boolean;
}

function linksOf(nodes: Map<string, NavNode>, features: ImdfFeature[]): Map<string, Link> {
  const links = new Map<string, Link>();
  for (const feature of features) {
    const from = nodes.get(feature.id);
    const neighbours = feature.properties.neighbours;
    if (!from || !Array.isArray(neighbours)) continue;
    for (const id of neighbours) {
      const to = nodes.get(String(id));
      if (!to || to === from) continue;
      const [a, b]: NavNode[] = from.id < to.id ? [from, to] : [to, from];
      if (!a || !b) continue;
      const key = `${a.id}|${b.id}`;
      const link = links.get(key) ?? { a, b, ab: false, ba: false };
      if (from === a) link.ab = true;
      else link.ba = true;
      links.set(key, link);
    }
  }
  return links;
}

const directionOf = ({ ab, ba }: Link): "forward" | "backward" | "both" =>
  ab && ba ? "both" : ab ? "forward" : "backward";

export function navPathFeatures(
  features: ImdfFeature[],
  floorOf: FloorOfLevel,
): { features: ImportedFeature[]; skipped: SkippedFeature[] } {
  const skipped: SkippedFeature[] = [];
  const nodes = new Map<string, NavNode>();
  const floors = new Map<string, Floor>();
  for (const feature of features) {
    const node = readNode(feature);
    const floor = node && floorOf(node.level_id);
    if (!node) skipped.push({ id: feature.id, feature_type: "navPath", code: 3112, detail: "geometry" });
    else if (!floor) skipped.push({ id: feature.id, feature_type: "navPath", code: 3110 });
    else {
      nodes.set(node.id, node);
      floors.set(node.id, floor);
    }
  }
  const links = linksOf(nodes, features);
  const linked = new Set([...links.values()].flatMap(({ a, b }) => [a.id, b.id]));
  for (const id of nodes.keys()) {
    if (!linked.has(id)) skipped.push({ id, feature_type: "navPath", code: 3115 });
  }

  const imported: ImportedFeature[] = [];
  const add = (candidate: Parameters<typeof checkedFeature>[0]) => {
    const checked = checkedFeature(candidate);
    if ("code" in checked) skipped.push({ id: candidate.source.id, feature_type: "navPath", ...checked });
    else imported.push(checked);
  };
  for (const link of links.values()) {
    const id = linkId(link.a.id, link.b.id);
    const direction = directionOf(link);
    const source = {
      format: "imdf" as const,
      feature_type: "navPath",
      id,
      nodes: [link.a, link.b],
      direction,
    };
    const floorA = floors.get(link.a.id) as Floor;
    const floorB = floors.get(link.b.id) as Floor;
    if (floorA === floorB) {
      add({
        floor: floorA,
        type: "route",
        geometry: { type: "LineString", coordinates: [link.a.coordinates, link.b.coordinates] },
        properties: { key: id, source_id: id, direction, routing: true },
        source,
      });
      continue;
    }
    // a floor change: one connector at each end, joined by their connector_key; a stop's direction
    // is upwards (forward) or downwards, where the source's is from the first node to the second
    const upwards = floorNumber(floorA) < floorNumber(floorB);
    const stopDirection =
      direction === "both" ? "both" : (direction === "forward") === upwards ? "forward" : "backward";
    [link.a, link.b].forEach((node, part) => {
      const key = `${id}.${part + 1}`;
      add({
        floor: part === 0 ? floorA : floorB,
        type: "connector",
        geometry: { type: "Point", coordinates: node.coordinates },
        properties: {
          key,
          source_id: key,
          connector_type: "stairs",
          connector_key: id,
          direction: stopDirection,
          routing: true,
        },
        source: { ...source, part },
      });
    });
  }
  return { features: imported, skipped };
}
