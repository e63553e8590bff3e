/**
 * Downloads the floor's saved features as GeoJSON, of the types the filter shows (floor-download-url.ts).
 * The server writes the file rather than the editor: it holds the whole floor, where the editor holds
 * only the extent pages it has loaded.
 */
import { useCallback, useState } from "react";
import { standardHeaderValues } from "../../api/client.ts";
import { handleFailure } from "../../api/failures.ts";
import { downloadFileName, floorDownloadUrl } from "./floor-download-url.ts";

export function useFloorDownload(
  floor: string,
  types: readonly { id: string }[],
  hidden: ReadonlySet<string>,
) {
  const [busy, setBusy] = useState(false);
  const url = floorDownloadUrl(window.location.origin, floor, types, hidden);

  const download = useCallback(async () => {
    if (!url) return;
    setBusy(true);
    try {
      const response = await fetch(url, {
        headers: { ...standardHeaderValues(), Accept: "application/geo+json" },
      });
      if (!response.ok) {
        handleFailure(response.status, await response.json().catch(() => undefined));
        return;
      }
      const name = downloadFileName(response.headers.get("content-disposition"), `map-${floor}.geojson`);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      handleFailure(0, undefined);
    } finally {
      setBusy(false);
    }
  }, [url, floor]);

  return { busy, filtered: url?.includes("types=") ?? false, disabled: url === null, download };
}
