/**
 * The route preview's panel: the start and the destination (picked on the map, or taken from the
 * selection), step-free on request, and the path found: its length and time, and its steps in
 * walking order, each floor a button that shows it. Behaviour is in use-route-preview.ts.
 */
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import { codeText } from "../../i18n/i18n.ts";
import type { EditorState } from "../editor/map-editor.ts";
import { routeSteps, splitDuration } from "../routing/route-drawing.ts";
import type { RouteEndName, RoutePreview } from "../use-route-preview.ts";

interface Props {
  preview: RoutePreview;
  state: EditorState;
  /** shows another floor */
  onFloor: (floor: string) => void;
}

export function RoutePreviewPanel({ preview, state, onFloor }: Props) {
  const { t, i18n } = useTranslation();
  const floorName = (floor: string) => t(`enums.floor.${floor}`);
  const duration = (seconds: number) => {
    const parts = splitDuration(seconds);
    return parts.minutes
      ? t("mapEditor.route.minutes", parts)
      : t("mapEditor.route.seconds", { seconds: parts.seconds });
  };
  const { result } = preview;

  const end = (name: RouteEndName) => {
    const chosen = preview[name];
    const picking = preview.picking === name;
    return (
      <fieldset className="map-route-end">
        <legend className="map-route-end-label">{t(`mapEditor.route.${name}`)}</legend>
        <span className="map-route-end-value" data-testid={`map-route-${name}`}>
          {chosen
            ? t("mapEditor.route.chosen", { title: chosen.title, floor: floorName(chosen.floor) })
            : t("mapEditor.route.notChosen")}
        </span>
        <div className="map-route-end-actions">
          <Button
            id={`map-route-pick-${name}`}
            type="button"
            icon="pi pi-map-marker"
            label={picking ? t("mapEditor.route.picking") : t("mapEditor.route.pick")}
            aria-label={t(`mapEditor.route.pickOnMap.${name}`)}
            aria-pressed={picking}
            outlined={!picking}
            onClick={() => preview.pick(name)}
          />
          <Button
            id={`map-route-take-${name}`}
            type="button"
            icon="pi pi-check"
            label={t("mapEditor.route.take")}
            aria-label={t(`mapEditor.route.takeSelection.${name}`)}
            outlined
            disabled={state.selection.length !== 1}
            onClick={() => preview.takeSelection(name)}
          />
        </div>
      </fieldset>
    );
  };

  return (
    <section className="map-section map-route" aria-labelledby="map-route-title">
      <h2 id="map-route-title">{t("mapEditor.route.title")}</h2>
      <p className="map-hint">{t("mapEditor.route.hint")}</p>
      {end("from")}
      {end("to")}
      <div className="map-route-options">
        <Checkbox
          inputId="map-route-accessible"
          checked={preview.accessible}
          onChange={(event) => preview.setAccessible(Boolean(event.checked))}
        />
        <label htmlFor="map-route-accessible">{t("mapEditor.route.accessible")}</label>
        <Button
          id="map-route-swap"
          type="button"
          icon="pi pi-arrow-right-arrow-left"
          text
          label={t("mapEditor.route.swap")}
          disabled={!preview.from && !preview.to}
          onClick={preview.swap}
        />
      </div>
      <div aria-live="polite" data-testid="map-route-result">
        {result.status === "loading" && <p className="map-hint">{t("mapEditor.route.loading")}</p>}
        {result.status === "refused" && (
          <p className="map-route-refused">{result.codes.map((code) => codeText(code)).join(" ")}</p>
        )}
        {result.status === "shown" && (
          <>
            <p className="map-route-summary">
              {t("mapEditor.route.summary", {
                length: result.route.length.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
                duration: duration(result.route.duration),
              })}
            </p>
            <ol className="map-list map-route-steps" aria-label={t("mapEditor.route.steps")}>
              {routeSteps(result.route).map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one path never change order
                <li key={`${step.kind}-${i}`}>
                  {step.kind === "walk" ? (
                    <button
                      type="button"
                      className="map-list-item"
                      aria-current={step.floor === state.floor ? "step" : undefined}
                      onClick={() => onFloor(step.floor)}
                    >
                      <span className="pi pi-directions" aria-hidden="true" />
                      {t("mapEditor.route.walk", {
                        floor: floorName(step.floor),
                        length: Math.round(step.length),
                        duration: duration(step.duration),
                      })}
                    </button>
                  ) : (
                    <span className="map-list-item map-route-change">
                      <span className="pi pi-sort-alt" aria-hidden="true" />
                      {t("mapEditor.route.change", {
                        via: step.via
                          ? t(`enums.connector_type.${step.via}`)
                          : t("mapEditor.route.connector"),
                        from: floorName(step.from),
                        to: floorName(step.to),
                        duration: duration(step.duration),
                      })}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
