/**
 * Uploaded files on local disk under `dataDir/uploads`, one row each in table `upload`. Files arrive in
 * `uploads/.tmp` (same file system, so keeping one is a rename) and only a kept file gets its row.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../db/database.ts";
import type { UploadKind } from "./upload-kinds.ts";

/** stored names: random, URL-safe, one lowercase extension; anything else is never a stored file */
export const storedNamePattern = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export interface StoredUpload {
  name: string;
  kind: UploadKind;
  mime: string;
  size: number;
}

export interface UploadStore {
  /** a path in the temp folder that no other upload uses */
  tempPath(): string;
  /** moves a received temp file into place under a new random name and records it */
  keep(tempPath: string, upload: Omit<StoredUpload, "name">, ext: string): Promise<StoredUpload>;
  /** the recorded upload and its file's path and size on disk; null when either is missing */
  find(name: string): Promise<{ mime: string; path: string; size: number } | null>;
}

const randomName = () => randomBytes(16).toString("base64url");

export async function openUploadStore(db: Database, dataDir: string): Promise<UploadStore> {
  const dir = join(dataDir, "uploads");
  const tempDir = join(dir, ".tmp");
  await mkdir(tempDir, { recursive: true });
  return {
    tempPath: () => join(tempDir, `${randomName()}.part`),

    async keep(tempPath, upload, ext) {
      const name = `${randomName()}.${ext}`;
      const path = join(dir, name);
      try {
        await rename(tempPath, path);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      try {
        await db.query("INSERT INTO upload (name, kind, mime, size) VALUES ($1, $2, $3, $4)", [
          name,
          upload.kind,
          upload.mime,
          upload.size,
        ]);
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { name, ...upload };
    },

    async find(name) {
      if (!storedNamePattern.test(name)) return null;
      const [row] = await db.query<{ mime: string }>("SELECT mime FROM upload WHERE name = $1", [name]);
      if (!row) return null;
      const path = join(dir, name);
      try {
        return { mime: row.mime, path, size: (await stat(path)).size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
