/**
 * A stored file as staff recognise it, in a list cell or a history: a sound they can play, a picture,
 * or a link named by the file (a film opens in a tab), never the bare path.
 */
import { useTranslation } from "react-i18next";
import { fileNameOf, mediaOf } from "../shared/file-media.ts";

export function FileValue({ path, upload, label }: { path: string; upload: string; label: string }) {
  const { t } = useTranslation();
  const name = fileNameOf(path);
  switch (mediaOf(upload)) {
    case "audio":
      return (
        // biome-ignore lint/a11y/useMediaCaption: a recorded announcement; its text is the record's name
        <audio
          className="file-value-audio"
          controls
          preload="none"
          src={path}
          aria-label={t("lists.file.play", { label, name })}
        />
      );
    case "image":
      return (
        <a href={path} target="_blank" rel="noreferrer" className="file-value-image">
          <img src={path} alt={t("lists.file.picture", { label, name })} loading="lazy" />
        </a>
      );
    default:
      return (
        <a href={path} target="_blank" rel="noreferrer" aria-label={t("lists.file.open", { label, name })}>
          <i className="pi pi-file" aria-hidden="true" /> {name}
        </a>
      );
  }
}
