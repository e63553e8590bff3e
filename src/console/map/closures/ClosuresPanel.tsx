/**
 * Temporary closures in the editor's side panel (issue 33): "Close temporarily" for the one selected
 * door, connector, stairs or route, and the closures in force and planned, each with its feature, its
 * floor, its window and reason, a button that shows the feature and one that deletes the closure.
 * Behaviour is the closures hook's (use-closures.ts).
 */
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/format.ts";
import { typeLabelKey } from "../use-property-form.ts";
import { type Closure, closureState } from "./closure-form.ts";
import type { Closures } from "./use-closures.ts";

interface Props {
  closures: Closures;
  /** shows the closed feature: on its floor, selected */
  onShow: (closure: Closure) => void;
}

/** The feature's name in the language shown, else its key, else its id. */
function featureName({ feature }: Closure, lang: string): string {
  const name = (lang === "en" ? feature.name_en : null) ?? feature.name_pl;
  return name ?? feature.key ?? `#${feature.id}`;
}

export function ClosuresPanel({ closures, onShow }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className="map-section map-closures" aria-labelledby="map-closures-title">
      <h2 id="map-closures-title">{t("mapEditor.closures.title")}</h2>
      {closures.closable !== null && (
        <Button
          type="button"
          icon="pi pi-ban"
          label={t("mapEditor.closures.close")}
          outlined
          onClick={closures.open}
        />
      )}
      {closures.list.length === 0 ? (
        <p className="map-hint">{t("mapEditor.closures.none")}</p>
      ) : (
        <ul className="map-list" aria-label={t("mapEditor.closures.list")}>
          {closures.list.map((closure) => {
            const name = featureName(closure, lang);
            const state = closureState(closure, Date.now()) ?? "planned";
            return (
              <li key={closure.id} className={`map-closure map-closure-${state}`}>
                <div className="map-closure-head">
                  <button type="button" className="map-list-item" onClick={() => onShow(closure)}>
                    {closure.feature.type ? `${name} · ${t(typeLabelKey(closure.feature.type))}` : name}
                  </button>
                  <Tag
                    value={t(`mapEditor.closures.state.${state}`)}
                    severity={state === "current" ? "danger" : "warning"}
                  />
                </div>
                <p className="map-closure-when">
                  {t(
                    closure.feature.floor ? "mapEditor.closures.windowOnFloor" : "mapEditor.closures.window",
                    {
                      floor: closure.feature.floor && t(`enums.floor.${closure.feature.floor}`),
                      from: formatDateTime(closure.from),
                      to: formatDateTime(closure.to),
                    },
                  )}
                </p>
                <p className="map-closure-reason">{lang === "en" ? closure.reason_en : closure.reason_pl}</p>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  label={t("mapEditor.closures.delete")}
                  aria-label={t("mapEditor.closures.deleteOf", { name })}
                  severity="danger"
                  text
                  size="small"
                  onClick={() => void closures.remove(closure.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
