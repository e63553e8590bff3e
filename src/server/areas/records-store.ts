/** Records of manifest areas as JSONB documents in the `record` table. */
import type { AreaSpec } from "../../shared/area-spec.ts";
import { likePattern, orderBy, pageSize, type Row, type Store } from "./store.ts";

type DbRow = {
  id: number;
  data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  version: number;
  total?: string;
};

const toRow = (r: DbRow): Row => ({
  id: r.id,
  ...r.data,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  version: r.version,
});

/** Only manifest fields are stored; anything else in `data` (id, timestamps) is dropped. */
function documentOf(area: AreaSpec, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(area.fields.filter((f) => f.name in data).map((f) => [f.name, data[f.name]]));
}

const systemColumns: Record<string, string> = {
  id: "id",
  created_at: "created_at",
  updated_at: "updated_at",
};

/**
 * The SQL expression a column sorts by: numbers and booleans as JSON values (numeric and false < true
 * order), texts case-insensitively. Column names come from the area table (parseSort checked them
 * against it), never from the request.
 */
function sortExpression(area: AreaSpec, column: string): string | undefined {
  if (systemColumns[column]) return systemColumns[column];
  const field = area.fields.find((f) => f.name === column);
  if (!field) return undefined;
  const path = `data->'${field.name.replace(/'/g, "")}'`;
  if (field.type === "integer" || field.type === "number" || field.type === "boolean") return path;
  return `lower(data->>'${field.name.replace(/'/g, "")}')`;
}

export const recordsStore: Store = {
  async list(db, area, { page, search, where, sort, pageSize: size = pageSize }) {
    const params: unknown[] = [area.viewOf ?? area.area, JSON.stringify(where ?? {})];
    let filter = "area = $1 AND data @> $2::jsonb";
    if (search && area.search.length) {
      params.push(likePattern(search));
      filter += ` AND (${area.search.map((f) => `data->>'${f}' ILIKE $3`).join(" OR ")})`;
    }
    const rows = await db.query<DbRow>(
      `SELECT id, data, created_at, updated_at, version, count(*) OVER () AS total FROM record WHERE ${filter}
       ORDER BY ${orderBy(sort && sortExpression(area, sort.column), sort)} LIMIT ${size} OFFSET ${(page - 1) * size}`,
      params,
    );
    if (rows.length || page === 1) return { items: rows.map(toRow), total: Number(rows[0]?.total ?? 0) };
    // Past the last page the window count is missing: count separately so the caller still learns the total.
    const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM record WHERE ${filter}`, params);
    return { items: [], total: Number(count?.n ?? 0) };
  },
  async get(db, area, id) {
    const [row] = await db.query<DbRow>(
      "SELECT id, data, created_at, updated_at, version FROM record WHERE area = $1 AND id = $2",
      [area.area, id],
    );
    return row ? toRow(row) : null;
  },
  async create(db, area, data) {
    const [row] = await db.query<DbRow>(
      "INSERT INTO record (area, data) VALUES ($1, $2::jsonb) RETURNING id, data, created_at, updated_at, version",
      [area.area, JSON.stringify(documentOf(area, data))],
    );
    if (!row) throw new Error("insert returned nothing");
    return toRow(row);
  },
  async update(db, area, id, data) {
    // Merge: read-only fields (set by other systems) keep their stored values.
    const [row] = await db.query<DbRow>(
      `UPDATE record SET data = data || $3::jsonb, updated_at = now()
       WHERE area = $1 AND id = $2 RETURNING id, data, created_at, updated_at, version`,
      [area.area, id, JSON.stringify(documentOf(area, data))],
    );
    return row ? toRow(row) : null;
  },
  async remove(db, area, id) {
    const rows = await db.query("DELETE FROM record WHERE area = $1 AND id = $2 RETURNING id", [
      area.area,
      id,
    ]);
    return rows.length > 0;
  },
  async countWhere(db, area, match, exceptId) {
    const [row] = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM record WHERE area = $1 AND data @> $2::jsonb AND id <> $3",
      [area.area, JSON.stringify(match), exceptId ?? 0],
    );
    return Number(row?.n ?? 0);
  },
};
