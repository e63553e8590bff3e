/**
 * An IMDF import's report (POST /api/imdf/import) laid out for the screen: one row per feature type
 * with its count on each floor, floors bottom to top, and the totals.
 */

export interface SkippedFeature {
  id: string;
  feature_type: string;
  code: number;
  reason: string;
  detail?: string;
}

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  counts: Record<string, Record<string, number>>;
  skipped: SkippedFeature[];
  ignoredFiles: string[];
}

export interface CountRow {
  type: string;
  /** floor -> features of this type there */
  byFloor: Record<string, number>;
  total: number;
}

export interface ReportTable {
  /** floors with features, bottom to top (p-2 ... p20) */
  floors: string[];
  rows: CountRow[];
  /** features imported in all */
  total: number;
}

const floorNumber = (floor: string) => Number(floor.slice(1));

export function reportTable(report: ImportReport): ReportTable {
  const floors = [...new Set(Object.values(report.counts).flatMap((byFloor) => Object.keys(byFloor)))].sort(
    (a, b) => floorNumber(a) - floorNumber(b),
  );
  const rows = Object.entries(report.counts).map(([type, byFloor]) => ({
    type,
    byFloor,
    total: Object.values(byFloor).reduce((sum, n) => sum + n, 0),
  }));
  return { floors, rows, total: rows.reduce((sum, row) => sum + row.total, 0) };
}
