/** The unsaved changes (new, edited, deleted features), the checks and the save (Ctrl+S). */
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { EditorState } from "../editor/map-editor.ts";
import { ariaShortcut, shortcuts, shortcutText } from "../use-editor-shortcuts.ts";
import type { MapSave } from "../use-map-save.ts";

interface Props {
  state: EditorState;
  save: MapSave;
}

export function ChangesPanel({ state, save }: Props) {
  const { t } = useTranslation();
  const { new: added, edited, deleted } = state.counts;
  const saveLabel = t("mapEditor.save.button");
  return (
    <section className="map-section map-changes" aria-labelledby="map-changes-title">
      <h2 id="map-changes-title">{t("mapEditor.changes.title")}</h2>
      <p className="map-changes-counts" data-testid="map-unsaved" aria-live="polite">
        {state.dirty
          ? t("mapEditor.changes.counts", { new: added, edited, deleted })
          : t("mapEditor.changes.none")}
      </p>
      <div className="map-changes-actions">
        <Button
          id="map-save"
          type="button"
          icon="pi pi-save"
          label={saveLabel}
          aria-keyshortcuts={ariaShortcut(shortcuts.save)}
          tooltip={`${saveLabel} (${shortcutText(shortcuts.save)})`}
          tooltipOptions={{ position: "top" }}
          loading={save.saving}
          disabled={!state.dirty || save.saving}
          onClick={() => void save.save()}
        />
        <Button
          id="map-check"
          type="button"
          icon="pi pi-check-square"
          label={t("mapEditor.save.check")}
          outlined
          disabled={!state.dirty}
          onClick={() => save.check()}
        />
      </div>
    </section>
  );
}
