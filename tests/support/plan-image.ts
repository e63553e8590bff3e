/**
 * Floor-plan images for the underlay tests: a real PNG (any browser decodes it) of a white page with
 * coloured square marks at known pixels, so a test can find where a mark lands on the map; and a
 * JPEG of a given size whose header is all there is (enough for the server to read its size).
 */
import { crc32, deflateSync } from "node:zlib";

export type Rgb = readonly [number, number, number];

export interface Mark {
  /** the mark's centre, in pixels from the top-left corner */
  x: number;
  y: number;
  /** its side, in pixels */
  size: number;
  colour: Rgb;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGB PNG of `width` × `height`, white, with `marks` painted on it (and thin grey grid lines every `grid` px). */
export function planPng(width: number, height: number, marks: Mark[] = [], grid = 0): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height, 255);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    if (grid && y % grid === 0) raw.fill(160, y * row + 1, (y + 1) * row);
    else if (grid)
      for (let x = 0; x < width; x += grid) raw.fill(160, y * row + 1 + x * 3, y * row + 4 + x * 3);
  }
  for (const { x, y, size, colour } of marks) {
    const half = Math.floor(size / 2);
    for (let py = Math.max(0, y - half); py < Math.min(height, y - half + size); py++)
      for (let px = Math.max(0, x - half); px < Math.min(width, x - half + size); px++)
        raw.set(colour, py * row + 1 + px * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG's start, baseline frame header (its size) and end: no picture, but its size reads. */
export function jpegHeader(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1"),
    frame,
    Buffer.from([0xff, 0xd9]),
  ]);
}
