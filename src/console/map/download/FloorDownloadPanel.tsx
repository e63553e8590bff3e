/**
 * The floor's features as a GeoJSON file, of the types the filter above shows (use-floor-download.ts).
 * The file holds what is saved: with unsaved changes the panel says so.
 */
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useFloorDownload } from "./use-floor-download.ts";

interface Props {
  floor: string;
  types: readonly { id: string }[];
  hidden: ReadonlySet<string>;
  /** the editor holds changes not saved yet */
  dirty: boolean;
}

export function FloorDownloadPanel({ floor, types, hidden, dirty }: Props) {
  const { t } = useTranslation();
  const download = useFloorDownload(floor, types, hidden);
  return (
    <section className="map-section map-download" aria-labelledby="map-download-title">
      <h2 id="map-download-title">{t("mapEditor.download.title")}</h2>
      <Button
        id="map-download"
        type="button"
        icon="pi pi-download"
        label={t(download.filtered ? "mapEditor.download.shown" : "mapEditor.download.all")}
        outlined
        loading={download.busy}
        disabled={download.disabled || download.busy}
        onClick={() => void download.download()}
      />
      {download.disabled && <p className="map-hint">{t("mapEditor.download.noneShown")}</p>}
      {dirty && <p className="map-hint">{t("mapEditor.download.savedOnly")}</p>}
    </section>
  );
}
