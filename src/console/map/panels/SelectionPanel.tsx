/**
 * The selection: for one feature its properties; for several, how many and which (each picks just
 * that one) and one property to set on all of them; and the commands they share, including a turn
 * by a number of degrees. Over a release (read-only) the properties are shown, not edited, and copy
 * is the only command.
 */
import { Button } from "primereact/button";
import { InputNumber } from "primereact/inputnumber";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import { featureTitle } from "../feature-names.ts";
import { BulkPropertyForm } from "../floor-table/BulkPropertyForm.tsx";
import type { EditorActions } from "../use-editor-actions.ts";
import type { MapSave } from "../use-map-save.ts";
import { FeatureMeasure } from "./FeatureMeasure.tsx";
import { PropertiesForm } from "./PropertiesForm.tsx";

interface Props {
  editor: MapEditor;
  state: EditorState;
  actions: EditorActions;
  save: MapSave;
  onFocus: (keys: string[]) => void;
  readOnly: boolean;
}

/**
 * The commands on the selection, in the panel's order; `several`: only for two or more features;
 * `inspects`: also over a release.
 */
const commands = (actions: EditorActions) => [
  { name: "delete", icon: "pi pi-trash", run: actions.askDelete, danger: true },
  { name: "duplicate", icon: "pi pi-clone", run: actions.duplicate },
  { name: "copy", icon: "pi pi-copy", run: actions.copy, inspects: true },
  { name: "cut", icon: "pi pi-file-export", run: actions.cut },
  { name: "merge", icon: "pi pi-plus-circle", run: actions.merge, several: true },
  { name: "subtract", icon: "pi pi-minus-circle", run: actions.subtract, several: true },
];

/** How many of the selected features the list names; the count says the rest. */
const listed = 50;

export function SelectionPanel({ editor, state, actions, save, onFocus, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const [degrees, setDegrees] = useState<number | null>(90);
  const keys = state.selection;
  const [only] = keys;
  const onlyFeature = keys.length === 1 && only ? editor.session.get(only) : undefined;
  return (
    <section className="map-section map-selection" aria-labelledby="map-selection-title">
      <h2 id="map-selection-title">
        {keys.length === 1 && only
          ? featureTitle(editor.session.get(only), only, i18n.language, t)
          : t("mapEditor.selection.title")}
      </h2>
      {onlyFeature && <FeatureMeasure geometry={onlyFeature.geometry} />}
      {keys.length === 0 && <p className="map-hint">{t("mapEditor.selection.hint")}</p>}
      {keys.length > 1 && (
        <>
          <p data-testid="map-selection-count">{t("mapEditor.selection.count", { count: keys.length })}</p>
          <ul className="map-list">
            {keys.slice(0, listed).map((key) => (
              <li key={key}>
                <button type="button" className="map-list-item" onClick={() => onFocus([key])}>
                  {featureTitle(editor.session.get(key), key, i18n.language, t)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {keys.length > 0 && (
        <div className="map-selection-actions">
          {commands(actions)
            .filter((command) => (!command.several || keys.length > 1) && (!readOnly || command.inspects))
            .map(({ name, icon, run, danger }) => (
              <Button
                key={name}
                type="button"
                icon={icon}
                label={t(`mapEditor.actions.${name}`)}
                severity={danger ? "danger" : undefined}
                outlined
                onClick={run}
              />
            ))}
          {!readOnly && (
            <div className="map-rotate-by">
              <label htmlFor="map-rotate-degrees">{t("mapEditor.selection.rotateBy")}</label>
              <InputNumber
                inputId="map-rotate-degrees"
                value={degrees}
                onValueChange={(event) => setDegrees(event.value ?? null)}
                min={-359}
                max={359}
                suffix="°"
                size={5}
              />
              <Button
                type="button"
                icon="pi pi-sync"
                label={t("mapEditor.selection.rotate")}
                outlined
                disabled={!degrees}
                onClick={() => degrees && actions.rotateBy(degrees)}
              />
            </div>
          )}
        </div>
      )}
      {keys.length > 1 && !readOnly && (
        <BulkPropertyForm editor={editor} keys={keys} revision={state.revision} />
      )}
      {onlyFeature && only && (
        <PropertiesForm
          key={only}
          editor={editor}
          featureKey={only}
          feature={onlyFeature}
          serverIssues={save.serverIssues}
          readOnly={readOnly}
        />
      )}
    </section>
  );
}
