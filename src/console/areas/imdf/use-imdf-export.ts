/** Downloads the whole map as an IMDF zip (GET /api/imdf/export), sent with the session's token. */
import { useCallback, useState } from "react";
import { standardHeaderValues } from "../../api/client.ts";
import { handleFailure } from "../../api/failures.ts";

export function useImdfExport() {
  const [busy, setBusy] = useState(false);

  const download = useCallback(async () => {
    setBusy(true);
    try {
      const response = await fetch(`${window.location.origin}/api/imdf/export`, {
        headers: { ...standardHeaderValues(), Accept: "application/zip" },
      });
      if (!response.ok) {
        handleFailure(response.status, await response.json().catch(() => undefined));
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = "imdf.zip";
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      handleFailure(0, undefined);
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, download };
}
