/**
 * Where the bytes of uploaded files live: a folder on local disk (the default) or an S3-compatible
 * bucket. The `upload` table records what is stored; a store only keeps bytes under a name.
 */
import type { Readable } from "node:stream";

/** stored names: random, URL-safe, one lowercase extension; anything else is never a stored file */
export const storedNamePattern = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** the bytes `start` to `end`, both included */
export interface ByteRange {
  start: number;
  end: number;
}

export type FileBody = { path: string } | Buffer | { stream: Readable; size: number };

export interface FileStore {
  /** for messages: the folder or s3://bucket */
  readonly where: string;
  /**
   * stores `body` under `name`, replacing any file of that name: a file's path (the file is left where
   * it is), bytes, or a stream of `size` bytes
   */
  put(name: string, body: FileBody, mime: string): Promise<void>;
  /** the stored bytes (of `range` only, when given) and their count; null when no such file is stored */
  read(name: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** the size of the stored file, null when there is none */
  size(name: string): Promise<number | null>;
  /** the names of every stored file */
  names(): AsyncIterable<string>;
  remove(name: string): Promise<void>;
  /** releases connections */
  close(): void;
}
