/** The file store the settings name: the bucket of S3_BUCKET, checked before use, or DATA_DIR/uploads. */
import { join } from "node:path";
import { diskFileStore } from "./disk-file-store.ts";
import type { FileStore } from "./file-store.ts";
import type { S3Config } from "./s3-config.ts";
import { checkBucket, s3Client, s3FileStore } from "./s3-file-store.ts";

/** the folder of uploaded files on disk; received uploads wait in its .tmp whichever the store */
export const uploadsDir = (dataDir: string) => join(dataDir, "uploads");

export async function openFileStore(config: { dataDir: string; s3: S3Config | null }): Promise<FileStore> {
  if (!config.s3) return diskFileStore(uploadsDir(config.dataDir));
  const client = s3Client(config.s3);
  try {
    await checkBucket(client, config.s3);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return s3FileStore(client, config.s3.bucket);
}
