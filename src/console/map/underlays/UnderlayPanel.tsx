/**
 * The floor's plans (underlays): add one from a PNG, a JPEG or a PDF's page, and for each its opacity, hide or show,
 * place (drag its corners, or pair points of the plan with points of the map, each pair's residual in
 * metres), remove. Behaviour is in use-underlays.ts.
 */
import "./underlays.css";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { maxImageSide } from "../../../shared/underlay-limits.ts";
import { PairingControls } from "./PairingControls.tsx";
import { PdfPageChoice } from "./pdf/PdfPageChoice.tsx";
import { isPdf } from "./pdf/pdf-page.ts";
import { usePdfPlan } from "./pdf/use-pdf-plan.ts";
import type { Underlay } from "./underlay-api.ts";
import type { Underlays } from "./use-underlays.ts";

export function UnderlayPanel({ underlays }: { underlays: Underlays }) {
  const { t, i18n } = useTranslation();
  const { list, placing, upload } = underlays;
  const pdf = usePdfPlan(underlays.add);

  const placingPanel = (underlay: Underlay) => {
    if (placing?.id !== underlay.id) return null;
    if (placing.mode === "corners") return <p className="map-hint">{t("mapEditor.underlays.cornersHint")}</p>;
    return (
      <PairingControls
        pairing={underlays.pairing}
        fit={underlays.fit}
        imageHint={(number) => t("mapEditor.underlays.pick.image", { number })}
        onRemove={underlays.removePair}
        onClear={underlays.clearPairs}
        onApply={underlays.applyPairs}
      />
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
          accept="image/png,image/jpeg,application/pdf,.pdf"
          className="map-visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file && isPdf(file)) void pdf.choose(file);
            else if (file) void underlays.add(file);
          }}
        />
      </label>
      <PdfPageChoice key={pdf.choosing?.name} pdf={pdf} />
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
