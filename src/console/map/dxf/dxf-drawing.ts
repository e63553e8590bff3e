/**
 * What a DXF drawing offers the map, read from dxf-parser's output: its layers (with how many closed
 * and open outlines each has), those outlines in the drawing's units, its texts (room names), and
 * its unit in metres ($INSUNITS). Curves (bulges, arcs, splines) and blocks are not read: floor
 * plans draw rooms and walls as polylines.
 */
import type {
  IDxf,
  IEntity,
  ILwpolylineEntity,
  IMtextEntity,
  IPolylineEntity,
  ITextEntity,
} from "dxf-parser";

export type DrawingPoint = [number, number];

export interface Outline {
  layer: string;
  points: DrawingPoint[];
  closed: boolean;
}

export interface Label {
  layer: string;
  text: string;
  at: DrawingPoint;
}

export interface DrawingLayer {
  name: string;
  closed: number;
  open: number;
}

export interface Drawing {
  layers: DrawingLayer[];
  outlines: Outline[];
  labels: Label[];
  /** metres per drawing unit; null when the drawing does not say ($INSUNITS absent or 0) */
  unitMetres: number | null;
}

/** $INSUNITS codes of the units a floor plan is drawn in, as metres */
const units: Record<number, number> = { 1: 0.0254, 2: 0.3048, 4: 0.001, 5: 0.01, 6: 1, 14: 0.1 };

const pointOf = (p: { x: number; y: number }): DrawingPoint => [p.x, p.y];

/** A ring's first point repeated at its end is dropped: a closed outline lists each corner once. */
function corners(points: DrawingPoint[]): DrawingPoint[] {
  const first = points[0];
  const last = points[points.length - 1];
  return points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
    ? points.slice(0, -1)
    : points;
}

function outlineOf(entity: IEntity): Outline | null {
  const layer = entity.layer ?? "0";
  if (entity.type === "LWPOLYLINE" || entity.type === "POLYLINE") {
    const line = entity as ILwpolylineEntity | IPolylineEntity;
    const points = (line.vertices ?? []).map(pointOf);
    const repeated = points.length > 3 && corners(points).length < points.length;
    const closed = Boolean(line.shape) || repeated;
    return { layer, points: closed ? corners(points) : points, closed };
  }
  if (entity.type === "LINE") {
    const vertices = (entity as unknown as { vertices?: { x: number; y: number }[] }).vertices ?? [];
    return { layer, points: vertices.map(pointOf), closed: false };
  }
  return null;
}

function labelOf(entity: IEntity): Label | null {
  if (entity.type === "TEXT") {
    const text = entity as ITextEntity;
    return text.startPoint
      ? { layer: text.layer ?? "0", text: text.text.trim(), at: pointOf(text.startPoint) }
      : null;
  }
  if (entity.type === "MTEXT") {
    const text = entity as IMtextEntity;
    // MTEXT keeps its formatting codes (\P a new line, {\f…;…} fonts): the first line's plain words.
    const plain = text.text
      .replace(/\\P.*$/s, "")
      .replace(/\\[A-Za-z][^;]*;|[{}]/g, "")
      .trim();
    return text.position ? { layer: text.layer ?? "0", text: plain, at: pointOf(text.position) } : null;
  }
  return null;
}

export function readDrawing(dxf: IDxf): Drawing {
  const outlines: Outline[] = [];
  const labels: Label[] = [];
  for (const entity of dxf.entities ?? []) {
    const outline = outlineOf(entity);
    if (outline && outline.points.length >= (outline.closed ? 3 : 2)) outlines.push(outline);
    const label = labelOf(entity);
    if (label?.text) labels.push(label);
  }
  const byName = new Map<string, DrawingLayer>();
  for (const { layer, closed } of outlines) {
    const entry = byName.get(layer) ?? { name: layer, closed: 0, open: 0 };
    if (closed) entry.closed++;
    else entry.open++;
    byName.set(layer, entry);
  }
  const code = Number(dxf.header?.$INSUNITS ?? 0);
  return {
    layers: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)),
    outlines,
    labels,
    unitMetres: units[code] ?? null,
  };
}

/** Whether `point` lies inside the ring `ring` (even-odd rule). */
export function inside([x, y]: DrawingPoint, ring: readonly DrawingPoint[]): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}
