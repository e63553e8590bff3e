/**
 * Downloads an area's list as CSV (GET /api/<area>/export.csv, its filters and sort applied, all pages,
 * dates in the browser's time zone as the list shows them),
 * reading the streamed answer so that a long export shows how many records have come so far.
 */
import { useCallback, useState } from "react";
import { standardHeaderValues } from "../api/client.ts";
import { handleFailure } from "../api/failures.ts";

export interface ListExportQuery {
  search?: string;
  sort?: string;
  publication?: string;
  /** the manifest's filters by their query parameter */
  filters?: Record<string, string>;
}

/** The browser's time zone: the file's dates are written in it, as the list shows them. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Line ends in the bytes read so far, less the header row: the records received (close enough while it runs). */
function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === 10) lines++;
  return lines;
}

export function exportUrl(area: string, { search, sort, publication, filters }: ListExportQuery): string {
  const zone = browserTimeZone();
  const query = new URLSearchParams({
    ...(search && { search }),
    ...(sort && { sort }),
    ...(publication && { publication }),
    ...Object.fromEntries(Object.entries(filters ?? {}).filter(([, value]) => value)),
    ...(zone && { tz: zone }),
  }).toString();
  return `${window.location.origin}/api/${area}/export.csv${query ? `?${query}` : ""}`;
}

export function useListExport(area: string) {
  /** null: not exporting; otherwise the records received so far */
  const [received, setReceived] = useState<number | null>(null);

  const download = useCallback(
    async (query: ListExportQuery) => {
      setReceived(0);
      try {
        const response = await fetch(exportUrl(area, query), {
          headers: { ...standardHeaderValues(), Accept: "text/csv" },
        });
        if (!response.ok || !response.body) {
          handleFailure(response.status, await response.json().catch(() => undefined));
          return;
        }
        const parts: Uint8Array[] = [];
        let lines = 0;
        const reader = response.body.getReader();
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          parts.push(next.value);
          lines += countLines(next.value);
          setReceived(Math.max(0, lines - 1));
        }
        const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
        const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: "text/csv;charset=utf-8" }));
        const link = document.createElement("a");
        link.href = url;
        link.download = name ?? `${area}.csv`;
        link.click();
        URL.revokeObjectURL(url);
      } catch {
        handleFailure(0, undefined);
      } finally {
        setReceived(null);
      }
    },
    [area],
  );

  return { busy: received !== null, received, download };
}
