/**
 * The backup archive: one gzipped tar (tar-stream, zlib) holding, in this order,
 *   backup.json                 what it is: the format, the schema version (last migration), when, from what
 *   tables/<table>/<n>.ndjson   each table's rows, one JSON object per line, 1000 rows an entry, tables
 *                               in the order they can be restored in (referenced ones first)
 *   sequences.json              each sequence's last value
 *   files/<name>                the bytes of every uploaded file the backed-up `upload` table names
 *   summary.json                rows per table and the number of files: a restore checks it read them all
 * Entries come in this order so that a restore reads the archive once, front to back, never holding
 * more than one entry.
 */
export const archiveFormat = "campus-nav-console backup";
export const archiveVersion = 1;

export interface BackupHeader {
  format: typeof archiveFormat;
  version: number;
  /** the last migration of the backed-up database */
  schema: string;
  createdAt: string;
  database: "pglite" | "postgres";
  files: string;
}

export interface BackupSummary {
  rows: Record<string, number>;
  files: number;
  /** names the upload table held whose bytes were not in the store (backed up without them) */
  missingFiles: string[];
}

export interface Sequences {
  [name: string]: { last_value: string; is_called: boolean };
}

export const rowsPerEntry = 1000;

export const tableEntry = (table: string, chunk: number) =>
  `tables/${table}/${String(chunk).padStart(6, "0")}.ndjson`;
export const fileEntry = (name: string) => `files/${name}`;
export const tableOfEntry = (entry: string) => /^tables\/([^/]+)\/\d+\.ndjson$/.exec(entry)?.[1] ?? null;
export const fileOfEntry = (entry: string) => /^files\/([^/]+)$/.exec(entry)?.[1] ?? null;
