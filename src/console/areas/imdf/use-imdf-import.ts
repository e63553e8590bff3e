/**
 * Sends an IMDF zip to POST /api/imdf/import and follows it: the upload's progress (XMLHttpRequest,
 * as fetch cannot tell how much was sent), then the server's import, then its report or the reason
 * the archive was refused (the server's message names the file or feature).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { standardHeaderValues } from "../../api/client.ts";
import { type Envelope, handleFailure } from "../../api/failures.ts";
import type { ImportReport } from "./imdf-report.ts";

export type ImportState =
  | { step: "idle" }
  | { step: "uploading"; progress: number }
  | { step: "importing" }
  | { step: "done"; report: ImportReport }
  | { step: "refused"; message: string };

export function useImdfImport() {
  const [state, setState] = useState<ImportState>({ step: "idle" });
  const request = useRef<XMLHttpRequest | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const start = useCallback((file: File, replace: boolean) => {
    request.current?.abort();
    setState({ step: "uploading", progress: 0 });
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        setState({ step: "uploading", progress: Math.round((event.loaded / event.total) * 100) });
      }
    };
    // everything sent: the server reads and writes the archive now
    xhr.upload.onload = () => setState({ step: "importing" });
    xhr.onload = () => {
      request.current = null;
      let body: Partial<Envelope<ImportReport>> | undefined;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === "success" && body.data) {
        setState({ step: "done", report: body.data });
      } else {
        const failure = handleFailure(xhr.status, body);
        setState({ step: "refused", message: failure.message });
      }
    };
    xhr.onerror = () => {
      request.current = null;
      setState({ step: "refused", message: handleFailure(0, undefined).message });
    };
    xhr.onabort = () => setState({ step: "idle" });
    xhr.open("POST", `${window.location.origin}/api/imdf/import${replace ? "?replace=true" : ""}`);
    for (const [name, value] of Object.entries(standardHeaderValues())) xhr.setRequestHeader(name, value);
    const form = new FormData();
    form.append("archive", file);
    xhr.send(form);
  }, []);

  return { state, start };
}
