/**
 * Sends one file to POST /api/upload (multipart: `kind` first, then `file`) after checking it against
 * its kind, and reports progress: XMLHttpRequest, because fetch cannot tell how much was sent.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { maxBytesOf, type UploadKind } from "../../shared/upload-kinds.ts";
import { standardHeaderValues } from "../api/client.ts";
import { type Envelope, handleFailure } from "../api/failures.ts";
import { allowedExtensions, sizeText, uploadProblem } from "./upload-check.ts";

export interface UploadState {
  /** 0..100 while a file is being sent, null otherwise */
  progress: number | null;
  fileName: string | null;
  /** why the chosen file was not sent (checked here), or null */
  problem: string | null;
}

interface Uploaded {
  path: string;
}

export function useUpload(kind: UploadKind) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ progress: null, fileName: null, problem: null });
  const request = useRef<XMLHttpRequest | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  /** Resolves to the stored path, or null when the file was refused or the upload failed. */
  const upload = useCallback(
    (file: File): Promise<string | null> => {
      const problem = uploadProblem(kind, file);
      if (problem) {
        const values = {
          name: file.name,
          types: allowedExtensions(kind).join(", "),
          size: sizeText(maxBytesOf(kind)),
        };
        setState({ progress: null, fileName: null, problem: t(`forms.upload.${problem.kind}`, values) });
        return Promise.resolve(null);
      }
      request.current?.abort();
      setState({ progress: 0, fileName: file.name, problem: null });
      return new Promise((resolve) => {
        const xhr = new XMLHttpRequest();
        request.current = xhr;
        const done = (path: string | null, problemText: string | null = null) => {
          request.current = null;
          setState({ progress: null, fileName: null, problem: problemText });
          resolve(path);
        };
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) {
            setState((s) => ({ ...s, progress: Math.round((event.loaded / event.total) * 100) }));
          }
        };
        xhr.onload = () => {
          let body: Partial<Envelope<Uploaded>> | undefined;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            body = undefined;
          }
          if (xhr.status >= 200 && xhr.status < 300 && body?.status === "success" && body.data) {
            done(body.data.path);
          } else {
            handleFailure(xhr.status, body);
            done(null, t("forms.upload.failed"));
          }
        };
        xhr.onerror = () => {
          handleFailure(0, undefined);
          done(null, t("forms.upload.failed"));
        };
        xhr.onabort = () => done(null);
        xhr.open("POST", `${window.location.origin}/api/upload`);
        for (const [name, value] of Object.entries(standardHeaderValues())) xhr.setRequestHeader(name, value);
        const form = new FormData();
        form.append("kind", kind);
        form.append("file", file);
        xhr.send(form);
      });
    },
    [kind, t],
  );

  const cancel = useCallback(() => request.current?.abort(), []);
  return { ...state, upload, cancel };
}
