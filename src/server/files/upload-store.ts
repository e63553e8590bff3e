/**
 * Uploaded files: their bytes in a file store (disk or bucket), one row each in table `upload`.
 * Files arrive in `DATA_DIR/uploads/.tmp`; only a file whose bytes are stored gets its row.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../db/database.ts";
import { type FileStore, storedNamePattern } from "./file-store.ts";
import type { UploadKind } from "./upload-kinds.ts";

export { storedNamePattern };

export interface StoredUpload {
  name: string;
  kind: UploadKind;
  mime: string;
  size: number;
}

export interface UploadStore {
  /** a path in the temp folder that no other upload uses */
  tempPath(): string;
  /** stores a received temp file under a new random name, then records it; the temp file is removed */
  keep(tempPath: string, upload: Omit<StoredUpload, "name">, ext: string): Promise<StoredUpload>;
  /** the recorded upload: its type, size and when it was stored; null when there is no such row */
  find(name: string): Promise<{ mime: string; size: number; storedAt: Date } | null>;
}

const randomName = () => randomBytes(16).toString("base64url");

export async function openUploadStore(db: Database, files: FileStore, tempDir: string): Promise<UploadStore> {
  await mkdir(tempDir, { recursive: true });
  return {
    tempPath: () => join(tempDir, `${randomName()}.part`),

    async keep(tempPath, upload, ext) {
      const name = `${randomName()}.${ext}`;
      // A failed put (a bucket away, a full disk) throws before any row is written.
      try {
        await files.put(name, { path: tempPath }, upload.mime);
      } finally {
        await rm(tempPath, { force: true });
      }
      try {
        await db.query("INSERT INTO upload (name, kind, mime, size) VALUES ($1, $2, $3, $4)", [
          name,
          upload.kind,
          upload.mime,
          upload.size,
        ]);
      } catch (error) {
        await files.remove(name).catch(() => undefined);
        throw error;
      }
      return { name, ...upload };
    },

    async find(name) {
      if (!storedNamePattern.test(name)) return null;
      const [row] = await db.query<{ mime: string; size: string; created_at: Date }>(
        "SELECT mime, size, created_at FROM upload WHERE name = $1",
        [name],
      );
      return row ? { mime: row.mime, size: Number(row.size), storedAt: new Date(row.created_at) } : null;
    },
  };
}
