/**
 * A save refused because someone else changed or deleted some of the same features since they were
 * loaded: which ones (each selects and shows its feature), and the way out that keeps the rest of
 * the user's work: reload those features and re-apply the other changes.
 */
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { MapEditor } from "../editor/map-editor.ts";
import { featureTitle } from "../feature-names.ts";
import type { MapSave } from "../use-map-save.ts";

interface Props {
  editor: MapEditor;
  save: MapSave;
  conflicts: number[];
  onFocus: (keys: string[]) => void;
}

export function ConflictPanel({ editor, save, conflicts, onFocus }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <section className="map-section map-conflicts" aria-labelledby="map-conflicts-title" role="alert">
      <h2 id="map-conflicts-title">{t("mapEditor.conflicts.title")}</h2>
      <p>{t("mapEditor.conflicts.text", { count: conflicts.length })}</p>
      <ul className="map-list">
        {conflicts.map((id) => {
          const key = String(id);
          return (
            <li key={key}>
              <button type="button" className="map-list-item" onClick={() => onFocus([key])}>
                <span className="pi pi-exclamation-triangle" aria-hidden="true" />
                {featureTitle(editor.session.get(key), key, i18n.language, t)}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="map-changes-actions">
        <Button
          id="map-reapply"
          type="button"
          icon="pi pi-refresh"
          label={t("mapEditor.conflicts.reapply")}
          loading={save.saving}
          onClick={() => void save.reapply()}
        />
        <Button
          type="button"
          label={t("mapEditor.conflicts.dismiss")}
          outlined
          severity="secondary"
          onClick={save.dismissConflicts}
        />
      </div>
    </section>
  );
}
