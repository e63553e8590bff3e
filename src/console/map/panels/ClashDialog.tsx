/**
 * A merged save that clashed with others' changes (docs/live-editing.md), in the manner of JOSM's
 * conflict dialog: per feature, a row per field both changed apart with its value at the start, in
 * the user's edit and in the draft now, and a choice of mine or theirs in each row; an edit of a
 * feature they deleted, or a deletion of one they changed, is one choice for the whole feature. "All
 * mine" and "All theirs" choose every row at once. Saving goes through with the choices; nothing of
 * either side is lost without the user choosing it.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MapEditor } from "../editor/map-editor.ts";
import { featureTitle } from "../feature-names.ts";
import {
  type Clash,
  completeChoices,
  type Picks,
  perField,
  pickAll,
  type Side,
} from "../live/clash-choices.ts";
import { type ClashWording, clashRows } from "../live/clash-rows.ts";
import type { MapSave } from "../use-map-save.ts";
import { typeLabelKey } from "../use-property-form.ts";

interface Props {
  editor: MapEditor;
  save: MapSave;
  clashes: Clash[];
}

const sides: Side[] = ["mine", "theirs"];

export function ClashDialog({ editor, save, clashes }: Props) {
  const { t, i18n } = useTranslation();
  const [picks, setPicks] = useState<Picks>({});
  const lang = i18n.language === "en" ? "en" : "pl";
  const wording: ClashWording = useMemo(
    () => ({
      lang,
      type: (type) => t(typeLabelKey(type)),
      enumValue: (name, value) => t(`enums.${name}.${value}`),
      yes: t("lists.yes"),
      no: t("lists.no"),
      property: (name) => t(`map.properties.${name}`, { defaultValue: name }),
      typeField: t("mapEditor.properties.type"),
      geometryField: t("mapEditor.clashes.geometry"),
      shape: (kind, count) =>
        t("mapEditor.clashes.shape", { kind: t(`mapEditor.clashes.kinds.${kind}`), count }),
      absent: t("mapEditor.clashes.absent"),
    }),
    [t, lang],
  );
  const choices = completeChoices(clashes, picks);
  const pickField = (clash: Clash, field: string, side: Side) =>
    setPicks((now) => ({
      ...now,
      [clash.id]: { ...now[clash.id], fields: { ...now[clash.id]?.fields, [field]: side } },
    }));
  const pickWhole = (clash: Clash, side: Side) =>
    setPicks((now) => ({ ...now, [clash.id]: { ...now[clash.id], whole: side } }));

  const footer = (
    <div className="map-clash-actions">
      <Button
        type="button"
        label={t("mapEditor.clashes.allMine")}
        outlined
        onClick={() => setPicks(pickAll(clashes, "mine"))}
      />
      <Button
        type="button"
        label={t("mapEditor.clashes.allTheirs")}
        outlined
        onClick={() => setPicks(pickAll(clashes, "theirs"))}
      />
      <Button
        id="map-clash-save"
        type="button"
        icon="pi pi-save"
        label={t("mapEditor.clashes.save")}
        disabled={!choices || save.saving}
        loading={save.saving}
        onClick={() => choices && void save.settle(choices)}
      />
      <Button
        type="button"
        label={t("mapEditor.clashes.cancel")}
        severity="secondary"
        text
        onClick={save.dismissClashes}
      />
    </div>
  );
  return (
    <Dialog
      visible
      modal
      header={t("mapEditor.clashes.title")}
      className="map-clash-dialog"
      footer={footer}
      onHide={save.dismissClashes}
    >
      <p>{t("mapEditor.clashes.text", { count: clashes.length })}</p>
      {clashes.map((clash) => {
        const key = String(clash.id);
        const title = featureTitle(editor.session.get(key), key, i18n.language, t);
        const pick = picks[clash.id];
        return (
          <section key={key} className="map-clash" aria-label={title}>
            <h3>{title}</h3>
            {perField(clash) ? (
              <table className="map-clash-table">
                <caption className="map-visually-hidden">{t("mapEditor.clashes.caption", { title })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("mapEditor.clashes.field")}</th>
                    <th scope="col">{t("mapEditor.clashes.base")}</th>
                    <th scope="col">{t("mapEditor.clashes.mine")}</th>
                    <th scope="col">{t("mapEditor.clashes.theirs")}</th>
                  </tr>
                </thead>
                <tbody>
                  {clashRows(clash, wording).map((row) => (
                    <tr key={row.field}>
                      <th scope="row">{row.label}</th>
                      <td>{row.base}</td>
                      {sides.map((side) => (
                        <td key={side}>
                          <label className="map-clash-choice">
                            <input
                              type="radio"
                              name={`clash-${key}-${row.field}`}
                              checked={pick?.fields?.[row.field] === side}
                              onChange={() => pickField(clash, row.field, side)}
                              aria-label={t(`mapEditor.clashes.take.${side}`, { field: row.label })}
                            />
                            <span>{row[side]}</span>
                          </label>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <fieldset className="map-clash-whole">
                <legend>{t(`mapEditor.clashes.what.${clash.mine}-${clash.theirs}`)}</legend>
                {sides.map((side) => (
                  <label key={side} className="map-clash-choice">
                    <input
                      type="radio"
                      name={`clash-${key}`}
                      checked={pick?.whole === side}
                      onChange={() => pickWhole(clash, side)}
                    />
                    <span>{t(`mapEditor.clashes.whole.${clash.mine}-${clash.theirs}.${side}`)}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </section>
        );
      })}
    </Dialog>
  );
}
