/**
 * Which answer a request for a stored file gets from its conditional and Range headers: 304 when the
 * client's copy is current (If-None-Match, else If-Modified-Since), 206 with one byte range (video and
 * audio players seek with them), 416 for a range outside the file, else the whole file. A stored file
 * never changes, so its name is its strong ETag and the moment it was stored its Last-Modified.
 */
import type { IncomingHttpHeaders } from "node:http";
import parseRange from "range-parser";
import type { ByteRange } from "./file-store.ts";

export interface ServedFile {
  size: number;
  etag: string;
  lastModified: Date;
}

export type FileAnswer =
  | { status: 200 }
  | { status: 304 }
  | { status: 416 }
  | { status: 206; range: ByteRange };

/** HTTP dates count whole seconds */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function notModified(headers: IncomingHttpHeaders, file: ServedFile): boolean {
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    // weak comparison (RFC 9110 13.1.2): W/ is ignored
    const tags = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(file.etag);
  }
  const since = Date.parse(headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && seconds(file.lastModified) <= Math.floor(since / 1000);
}

/** If-Range names the stored file (its ETag, or exactly its date): otherwise the range is of another copy. */
function rangeApplies(headers: IncomingHttpHeaders, file: ServedFile): boolean {
  if (headers["if-range"] === undefined) return true;
  const ifRange = String(headers["if-range"]);
  if (ifRange.startsWith('"')) return ifRange === file.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(file.lastModified);
}

export function fileAnswer(headers: IncomingHttpHeaders, file: ServedFile): FileAnswer {
  if (notModified(headers, file)) return { status: 304 };
  const header = headers.range;
  if (header === undefined || !rangeApplies(headers, file)) return { status: 200 };
  const ranges = parseRange(file.size, header, { combine: true });
  if (ranges === -1) return { status: 416 };
  // A malformed header, another unit or several ranges: the whole file is a correct answer to each.
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1 || !ranges[0]) return { status: 200 };
  return { status: 206, range: { start: ranges[0].start, end: ranges[0].end } };
}
