/**
 * How each map type is drawn, in one table read by the OpenLayers styles and by the legend's swatches:
 * areas filled (rooms light), corridors and routes as lines, doors as short dark lines, connectors,
 * beacon places and points of interest as dots. The order is the drawing order, bottom to top.
 */
export type LookKind = "area" | "line" | "point";

export interface Look {
  kind: LookKind;
  fill?: string;
  stroke?: string;
  width?: number;
  dash?: number[];
  radius?: number;
}

export const typeLooks: Record<string, Look> = {
  campus: { kind: "area", fill: "rgba(40, 85, 72, 0.06)", stroke: "#285548", width: 2, dash: [8, 6] },
  background: { kind: "area", fill: "#e9ece9" },
  parking: { kind: "area", fill: "#c3eaff", stroke: "#002f52", width: 1 },
  building: { kind: "area", fill: "#e1e5e3", stroke: "#52606d", width: 1.5 },
  level: { kind: "area", fill: "#f8f8f4", stroke: "#9aa5b1", width: 1 },
  roi: { kind: "area", fill: "rgba(40, 85, 72, 0.16)", stroke: "#285548", width: 1.5, dash: [4, 4] },
  room: { kind: "area", fill: "#fdf3d8", stroke: "#8d7b4f", width: 1 },
  furniture: { kind: "area", fill: "#d9cbb0", stroke: "#8d7b4f", width: 1 },
  windows: { kind: "area", fill: "#bfe3f5", stroke: "#3d8fb8", width: 1 },
  wall: { kind: "area", fill: "#3e4c59", stroke: "#3e4c59", width: 1 },
  route: { kind: "line", stroke: "#002f52", width: 2, dash: [8, 5] },
  stairs: { kind: "line", stroke: "#7b3fa0", width: 3 },
  door: { kind: "line", stroke: "#1f2933", width: 4 },
  poi: { kind: "point", fill: "#c2410c", stroke: "#ffffff", radius: 6 },
  connector: { kind: "point", fill: "#7b3fa0", stroke: "#ffffff", radius: 6 },
  beaconplace: { kind: "point", fill: "#0b7285", stroke: "#ffffff", radius: 5 },
};

/** A type the table does not know (a new manifest type) still shows, by its geometry. */
export const fallbackLooks: Record<"POINT" | "POLYGON" | "LINE", Look> = {
  POINT: { kind: "point", fill: "#52606d", stroke: "#ffffff", radius: 5 },
  POLYGON: { kind: "area", fill: "rgba(82, 96, 109, 0.15)", stroke: "#52606d", width: 1 },
  LINE: { kind: "line", stroke: "#52606d", width: 2 },
};

export const drawOrder = Object.keys(typeLooks);
