/** Rows of table map_underlay (migration 032) as the API answers them. */
import type { Affine } from "../../shared/control-point-fit.ts";
import type { Queryable } from "../db/database.ts";
import { cornersOf } from "./underlay-placement.ts";

export interface Underlay {
  id: number;
  floor: string;
  name: string;
  file: string;
  width: number;
  height: number;
  transform: Affine;
  corners: [number, number][];
  opacity: number;
  hidden: boolean;
  updatedAt: string;
}

/** what a write sets; the id and the time are the database's */
export interface UnderlayRow {
  floor: string;
  name: string;
  /** the stored file's name */
  file: string;
  width: number;
  height: number;
  transform: Affine;
  opacity: number;
  hidden: boolean;
}

interface DbRow {
  id: number;
  floor: string;
  name: string;
  file: string;
  width: number;
  height: number;
  transform: Affine | string;
  opacity: number | string;
  hidden: boolean;
  updated_at: Date | string;
}

const columns = "id, floor, name, file, width, height, transform, opacity, hidden, updated_at";

function underlayOf(row: DbRow): Underlay {
  const transform: Affine = typeof row.transform === "string" ? JSON.parse(row.transform) : row.transform;
  return {
    id: row.id,
    floor: row.floor,
    name: row.name,
    file: `/api/files/${row.file}`,
    width: row.width,
    height: row.height,
    transform,
    corners: cornersOf(transform, row.width, row.height),
    opacity: Number(row.opacity),
    hidden: row.hidden,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function floorUnderlays(db: Queryable, floor: string): Promise<Underlay[]> {
  const rows = await db.query<DbRow>(`SELECT ${columns} FROM map_underlay WHERE floor = $1 ORDER BY id`, [
    floor,
  ]);
  return rows.map(underlayOf);
}

/** The underlay, locked for the rest of the transaction; null when there is none. */
export async function lockedUnderlay(tx: Queryable, id: number): Promise<Underlay | null> {
  const [row] = await tx.query<DbRow>(`SELECT ${columns} FROM map_underlay WHERE id = $1 FOR UPDATE`, [id]);
  return row ? underlayOf(row) : null;
}

/** How many underlays the floor has, counted with the table locked against other additions. */
export async function countForAdding(tx: Queryable, floor: string): Promise<number> {
  await tx.query("LOCK TABLE map_underlay IN SHARE ROW EXCLUSIVE MODE");
  const [row] = await tx.query<{ n: string | number }>(
    "SELECT count(*) AS n FROM map_underlay WHERE floor = $1",
    [floor],
  );
  return Number(row?.n ?? 0);
}

export async function insertUnderlay(tx: Queryable, row: UnderlayRow): Promise<Underlay> {
  const [inserted] = await tx.query<DbRow>(
    `INSERT INTO map_underlay (floor, name, file, width, height, transform, opacity, hidden)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) RETURNING ${columns}`,
    [
      row.floor,
      row.name,
      row.file,
      row.width,
      row.height,
      JSON.stringify(row.transform),
      row.opacity,
      row.hidden,
    ],
  );
  if (!inserted) throw new Error("the underlay was not inserted");
  return underlayOf(inserted);
}

export async function updateUnderlay(
  tx: Queryable,
  id: number,
  { name, transform, opacity, hidden }: Pick<UnderlayRow, "name" | "transform" | "opacity" | "hidden">,
): Promise<Underlay> {
  const [updated] = await tx.query<DbRow>(
    `UPDATE map_underlay SET name = $2, transform = $3::jsonb, opacity = $4, hidden = $5, updated_at = now()
     WHERE id = $1 RETURNING ${columns}`,
    [id, name, JSON.stringify(transform), opacity, hidden],
  );
  if (!updated) throw new Error(`underlay ${id} vanished while locked`);
  return underlayOf(updated);
}

export async function deleteUnderlay(tx: Queryable, id: number): Promise<void> {
  await tx.query("DELETE FROM map_underlay WHERE id = $1", [id]);
}
