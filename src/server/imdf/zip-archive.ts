/**
 * Zip archives in and out, with fflate. Reading is guarded against zip bombs and path traversal: the
 * entries are counted, every name must stay inside the archive, and the bytes are counted as they
 * are inflated (not taken from the sizes the archive declares, which a forger writes), the compressed
 * input being fed in small slices so that one slice can never inflate past the limit by much.
 */
import { Unzip, UnzipInflate, type Zippable, zipSync } from "fflate";
import { ImdfError } from "./imdf-error.ts";

export interface ZipLimits {
  /** entries, folders included */
  entries: number;
  /** bytes of all files once inflated */
  bytes: number;
}

/**
 * what an IMDF archive needs, many times over: PolyMap's 15 files inflate to 3 MB, 50,000 rooms to
 * some 30 MB; and what a worker thread can parse within its heap
 */
export const zipLimits: ZipLimits = { entries: 200, bytes: 128 * 1024 * 1024 };

// Deflate inflates at most about 1032:1, so a 16 kB slice yields at most some 17 MB.
const sliceBytes = 16 * 1024;

/** The entry's name if it is a safe relative path, else null (absolute, drive letter, `..`, NUL). */
export function safeEntryName(name: string): string | null {
  const path = name.replaceAll("\\", "/");
  if (path.startsWith("/") || /^[a-z]:/i.test(path) || path.includes("\0")) return null;
  const parts = path.split("/");
  return parts.some((part) => part === "..") ? null : parts.filter((p) => p && p !== ".").join("/");
}

const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

/** The files of the zip (folders left out), by their path inside it; ImdfError when refused. */
export function unzipLimited(bytes: Uint8Array, limits: ZipLimits = zipLimits): Map<string, Uint8Array> {
  if (!isZip(bytes)) throw new ImdfError(3101);
  const files = new Map<string, Uint8Array[]>();
  let entries = 0;
  let total = 0;
  let refusal: ImdfError | null = null;
  const unzip = new Unzip((file) => {
    if (refusal) return;
    entries++;
    const name = safeEntryName(file.name);
    if (entries > limits.entries) refusal = new ImdfError(3105, String(limits.entries));
    else if (name === null) refusal = new ImdfError(3104, file.name);
    if (refusal || file.name.endsWith("/")) return;
    const chunks: Uint8Array[] = [];
    files.set(name as string, chunks);
    file.ondata = (error, chunk) => {
      if (refusal) return;
      if (error) {
        refusal = new ImdfError(3101, file.name);
        return;
      }
      total += chunk.length;
      if (total > limits.bytes) {
        // said with where the reading stopped: at most one slice's worth past the limit
        const [limit, inflated] = [limits.bytes, total].map((n) => Math.ceil(n / 2 ** 20));
        refusal = new ImdfError(
          3106,
          `over ${limit} MB once inflated (stopped in ${name} at ${inflated} MB)`,
        );
      } else chunks.push(chunk);
    };
    try {
      file.start();
    } catch {
      // a compression method other than stored and deflate
      refusal = new ImdfError(3101, file.name);
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !refusal; at += sliceBytes) {
      const end = Math.min(at + sliceBytes, bytes.length);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof ImdfError) throw error;
    throw new ImdfError(3101);
  }
  if (refusal) throw refusal;
  if (entries === 0) throw new ImdfError(3101);
  return new Map([...files].map(([name, chunks]) => [name, concat(chunks)]));
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A deflated zip of the files, in the given order, with a fixed date so that equal input gives equal bytes. */
export function zipFiles(files: Map<string, string | Uint8Array>): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const [name, content] of files) {
    entries[name] = [typeof content === "string" ? encoder.encode(content) : content, {}];
  }
  return zipSync(entries, { level: 6, mtime: new Date("2020-01-01T00:00:00Z") });
}
