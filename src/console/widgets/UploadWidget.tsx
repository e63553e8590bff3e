/**
 * A file field: choose a file, it is checked and uploaded at once with a progress bar (a 120 MB video
 * takes a while), and the stored path becomes the value. Shows the current file: images as a preview.
 */
import type { WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import { Button } from "primereact/button";
import { ProgressBar } from "primereact/progressbar";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { uploadKinds } from "../../../generated/catalogues.ts";
import { isUploadKind, maxBytesOf } from "../../shared/upload-kinds.ts";
import { acceptOf, allowedExtensions, sizeText } from "../forms/upload-check.ts";
import { useUpload } from "../forms/use-upload.ts";
import "./forms.css";

function isImage(kind: string): boolean {
  return (
    kind in uploadKinds &&
    uploadKinds[kind as keyof typeof uploadKinds].types.every((t) => t.mime.startsWith("image/"))
  );
}

export function UploadWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, options, onChange, onBlur, rawErrors = [] } = props;
  const kind = String(options.upload);
  if (!isUploadKind(kind)) throw new Error(`unknown upload kind '${kind}'`);
  const { t } = useTranslation();
  const { progress, fileName, problem, upload, cancel } = useUpload(kind);
  const hintId = useId();
  const path = typeof value === "string" && value ? value : null;
  const busy = progress !== null;

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const stored = await upload(file);
    if (stored) onChange(stored);
    onBlur(id, stored ?? value);
  };

  return (
    <div className="upload-field">
      {path && (
        <div className="upload-current">
          {isImage(kind) ? (
            <img
              src={path}
              alt={t("forms.upload.preview", { label })}
              className={`upload-preview upload-${kind}`}
            />
          ) : (
            <a href={path} target="_blank" rel="noreferrer">
              {t("forms.upload.current")}: {path.split("/").pop()}
            </a>
          )}
          {!required && !busy && (
            <Button
              type="button"
              icon="pi pi-times"
              severity="secondary"
              text
              aria-label={t("forms.upload.remove")}
              onClick={() => onChange(null)}
              disabled={disabled || readonly}
            />
          )}
        </div>
      )}
      {/* The native input stays focusable but unseen: its own button would speak the browser's language. */}
      <input
        id={id}
        type="file"
        accept={acceptOf(kind)}
        disabled={disabled || readonly || busy}
        onChange={(event) => void choose(event.currentTarget)}
        aria-describedby={`${ariaDescribedByIds(id)} ${hintId}`}
        aria-invalid={rawErrors.length > 0 || Boolean(problem)}
        className="upload-input"
      />
      <label htmlFor={id} className={`p-button p-button-outlined upload-button${busy ? " p-disabled" : ""}`}>
        <i className="pi pi-upload" aria-hidden="true" />
        {t(path ? "forms.upload.replace" : "forms.upload.choose")}
      </label>
      <small id={hintId} className="upload-hint">
        {t("forms.upload.allowed", {
          types: allowedExtensions(kind).join(", "),
          size: sizeText(maxBytesOf(kind)),
        })}
      </small>
      {busy && (
        <div className="upload-progress">
          <span>{t("forms.upload.uploading", { name: fileName })}</span>
          <ProgressBar value={progress} aria-label={t("forms.upload.uploading", { name: fileName })} />
          <Button
            type="button"
            label={t("forms.cancel")}
            severity="secondary"
            text
            size="small"
            onClick={cancel}
          />
        </div>
      )}
      {problem && (
        <small className="p-error" role="alert">
          {problem}
        </small>
      )}
    </div>
  );
}
