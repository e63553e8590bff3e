/**
 * The floor's plans (underlays): add one from a PNG or JPEG, and for each its opacity, hide or show,
 * place (drag its corners, or pair points of the plan with points of the map, each pair's residual in
 * metres), remove. Behaviour is in use-underlays.ts.
 */
import "./underlays.css";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { maxImageSide } from "../../../shared/underlay-limits.ts";
import { maxPairs, nextPick } from "./control-point-pairing.ts";
import type { Underlay } from "./underlay-api.ts";
import type { Underlays } from "./use-underlays.ts";

const metres = (value: number, lang: string) =>
  value.toLocaleString(lang === "en" ? "en-GB" : "pl-PL", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

export function UnderlayPanel({ underlays }: { underlays: Underlays }) {
  const { t, i18n } = useTranslation();
  const { list, placing, upload } = underlays;

  const placingPanel = (underlay: Underlay) => {
    if (placing?.id !== underlay.id) return null;
    if (placing.mode === "corners") return <p className="map-hint">{t("mapEditor.underlays.cornersHint")}</p>;
    const next = nextPick(underlays.pairing);
    const { fit } = underlays;
    return (
      <div className="map-underlay-pairs">
        <p className="map-hint" aria-live="polite" data-testid="map-underlay-next">
          {next
            ? t(`mapEditor.underlays.pick.${next}`, { number: underlays.pairing.pairs.length + 1 })
            : t("mapEditor.underlays.pick.full", { count: maxPairs })}
        </p>
        {underlays.pairing.pairs.length > 0 && (
          <table className="map-underlay-pair-table">
            <caption className="map-visually-hidden">{t("mapEditor.underlays.pairsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("mapEditor.underlays.pair")}</th>
                <th scope="col">{t("mapEditor.underlays.residual")}</th>
                <th scope="col">
                  <span className="map-visually-hidden">{t("mapEditor.underlays.removePair")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {underlays.pairing.pairs.map((pair, i) => (
                <tr key={`${pair.image.join()}-${pair.map.join()}`}>
                  <td>{i + 1}</td>
                  <td data-testid={`map-underlay-residual-${i + 1}`}>
                    {fit
                      ? t("mapEditor.underlays.metres", {
                          value: metres(fit.residuals[i] ?? 0, i18n.language),
                        })
                      : "–"}
                  </td>
                  <td>
                    <Button
                      type="button"
                      icon="pi pi-times"
                      text
                      aria-label={t("mapEditor.underlays.removePairNumber", { number: i + 1 })}
                      onClick={() => underlays.removePair(i)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {fit && (
          <p data-testid="map-underlay-rms">
            {t(`mapEditor.underlays.fit.${fit.kind}`, { value: metres(fit.rms, i18n.language) })}
          </p>
        )}
        <div className="map-underlay-actions">
          <Button
            type="button"
            id="map-underlay-apply"
            label={t("mapEditor.underlays.apply")}
            disabled={!fit}
            onClick={underlays.applyPairs}
          />
          <Button
            type="button"
            label={t("mapEditor.underlays.clearPairs")}
            outlined
            disabled={underlays.pairing.pairs.length === 0 && !underlays.pairing.pending}
            onClick={underlays.clearPairs}
          />
        </div>
      </div>
    );
  };

  return (
    <section className="map-section map-underlays" aria-labelledby="map-underlays-title">
      <h2 id="map-underlays-title">{t("mapEditor.underlays.title")}</h2>
      <p className="map-hint">{t("mapEditor.underlays.hint")}</p>
      {underlays.full && <p className="map-hint">{t("mapEditor.underlays.full", { count: list.length })}</p>}
      <label className="p-button p-button-outlined map-underlay-add" hidden={underlays.full}>
        <span className="pi pi-image" aria-hidden="true" />
        <span>
          {upload.progress === null
            ? t("mapEditor.underlays.add")
            : t("mapEditor.underlays.uploading", { progress: upload.progress })}
        </span>
        <input
          type="file"
          id="map-underlay-file"
          accept="image/png,image/jpeg"
          className="map-visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void underlays.add(file);
          }}
        />
      </label>
      {upload.problem && <p className="map-underlay-problem">{upload.problem}</p>}
      {underlays.problem && (
        <p className="map-underlay-problem">
          {t("mapEditor.underlays.tooLarge", { pixels: maxImageSide.toLocaleString(i18n.language) })}
        </p>
      )}
      <ul className="map-underlay-list">
        {list.map((underlay) => {
          const opacityId = `map-underlay-opacity-${underlay.id}`;
          const placingThis = placing?.id === underlay.id;
          return (
            <li key={underlay.id} className="map-underlay" data-testid={`map-underlay-${underlay.id}`}>
              <span className="map-underlay-name">{underlay.name}</span>
              <label htmlFor={opacityId} className="map-underlay-opacity">
                {t("mapEditor.underlays.opacity", { percent: Math.round(underlay.opacity * 100) })}
              </label>
              <input
                id={opacityId}
                type="range"
                min={0}
                max={100}
                value={Math.round(underlay.opacity * 100)}
                onChange={(event) =>
                  underlays.setOpacity(underlay.id, Number(event.target.value) / 100, false)
                }
                onPointerUp={(event) =>
                  underlays.setOpacity(underlay.id, Number(event.currentTarget.value) / 100, true)
                }
                onKeyUp={(event) =>
                  underlays.setOpacity(underlay.id, Number(event.currentTarget.value) / 100, true)
                }
              />
              <div className="map-underlay-actions">
                <Button
                  type="button"
                  label={underlay.hidden ? t("mapEditor.underlays.show") : t("mapEditor.underlays.hide")}
                  outlined
                  aria-pressed={underlay.hidden}
                  onClick={() => underlays.setHidden(underlay.id, !underlay.hidden)}
                />
                <Button
                  type="button"
                  label={t("mapEditor.underlays.corners")}
                  outlined={!(placingThis && placing.mode === "corners")}
                  aria-pressed={placingThis && placing.mode === "corners"}
                  disabled={underlay.hidden}
                  onClick={() => underlays.place(underlay.id, "corners")}
                />
                <Button
                  type="button"
                  label={t("mapEditor.underlays.points")}
                  outlined={!(placingThis && placing.mode === "points")}
                  aria-pressed={placingThis && placing.mode === "points"}
                  disabled={underlay.hidden}
                  onClick={() => underlays.place(underlay.id, "points")}
                />
                {placingThis && (
                  <Button
                    type="button"
                    label={t("mapEditor.underlays.done")}
                    onClick={underlays.stopPlacing}
                  />
                )}
                <Button
                  type="button"
                  icon="pi pi-trash"
                  severity="danger"
                  text
                  aria-label={t("mapEditor.underlays.remove", { name: underlay.name })}
                  onClick={() => underlays.remove(underlay.id)}
                />
              </div>
              {placingPanel(underlay)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
