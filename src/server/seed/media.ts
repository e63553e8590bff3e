/**
 * The small real files the demo records point at (`$upload` in manifests/seed/, see seed-data.ts):
 * map pins (PNG drawn here in a colour), chimes (WAV synthesised here from notes) and files kept in
 * assets/ (the advertisement clip, a 2-second WebM, since no video encoder runs here). Each is put in
 * the file store (DATA_DIR/uploads or the bucket) with its row in `upload`, as an upload would be.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import type { UploadKind } from "../../shared/upload-kinds.ts";
import type { Queryable } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";

export interface UploadFile {
  name: string;
  kind: UploadKind;
  mime: string;
  bytes: Buffer;
}

/** A demo file as a seed file names it: its upload name and kind, and how to make its bytes. */
export interface DemoFile {
  $upload: string;
  kind: UploadKind;
  /** a map pin in this colour (#RRGGBB) */
  pin?: string;
  /** a chime of these notes (Hz) */
  chime?: number[];
  /** a file of assets/ */
  asset?: string;
}

const mimes: Record<string, string> = { png: "image/png", wav: "audio/wav", webm: "video/webm" };

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A 32×32 map pin: a disc of `color` (#RRGGBB) with a white centre, transparent around it. */
function iconPng(color: string): Buffer {
  const size = 32;
  const rgb = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // leading 0: PNG filter "none"
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2);
      const pixel = r <= 5 ? [255, 255, 255, 255] : r <= 15 ? [...rgb, 255] : [0, 0, 0, 0];
      Buffer.from(pixel).copy(row, 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A two-note chime (mono 16-bit PCM, 8 kHz) played by the app near a room; `notes` in Hz. */
function chimeWav(notes: number[], noteSeconds = 0.25): Buffer {
  const rate = 8000;
  const perNote = Math.round(rate * noteSeconds);
  const samples = Buffer.alloc(notes.length * perNote * 2);
  notes.forEach((hz, n) => {
    for (let i = 0; i < perNote; i++) {
      const fade = 1 - i / perNote;
      const value = Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * fade * 12_000);
      samples.writeInt16LE(value, (n * perNote + i) * 2);
    }
  });
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + samples.length, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36, "latin1");
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const assetDir = join(dirname(fileURLToPath(import.meta.url)), "assets");

/** The bytes of a demo file, from the one generator it names. */
export function demoFile(file: DemoFile): UploadFile {
  const mime = mimes[file.$upload.split(".").pop() ?? ""];
  if (!mime) throw new Error(`$upload ${file.$upload}: no known type (${Object.keys(mimes).join(", ")})`);
  let bytes: Buffer;
  if (file.pin) bytes = iconPng(file.pin);
  else if (file.chime) bytes = chimeWav(file.chime);
  else if (file.asset) bytes = readFileSync(join(assetDir, file.asset));
  else throw new Error(`$upload ${file.$upload}: says neither pin, chime nor asset`);
  return { name: file.$upload, kind: file.kind, mime, bytes };
}

/** Stores the file's bytes, then records it; returns the value an upload field holds. */
export async function storeUpload(db: Queryable, files: FileStore, file: UploadFile): Promise<string> {
  await files.put(file.name, file.bytes, file.mime);
  await db.query(
    `INSERT INTO upload (name, kind, mime, size) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET kind = excluded.kind, mime = excluded.mime, size = excluded.size`,
    [file.name, file.kind, file.mime, file.bytes.length],
  );
  return `/api/files/${file.name}`;
}
