/**
 * The measure tool's section of the side panel: distance or area, how to measure, and the measure of
 * the shape being drawn or last drawn (also written on the map at its end).
 */
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { MapEditor } from "./editor/map-editor.ts";
import { formatMeasure, type MeasureKind } from "./measure/measurement.ts";
import { useMeasure } from "./measure/use-measure.ts";

const kinds: MeasureKind[] = ["distance", "area"];

export function MeasureOptions({ editor }: { editor: MapEditor }) {
  const { t, i18n } = useTranslation();
  const { kind, value } = useMeasure(editor.measure);
  return (
    <section className="map-section map-measure" aria-labelledby="map-measure-title">
      <h2 id="map-measure-title">{t("mapEditor.measure.title")}</h2>
      <fieldset className="map-measure-kinds">
        <legend className="map-visually-hidden">{t("mapEditor.measure.kind")}</legend>
        {kinds.map((each) => (
          <Button
            key={each}
            type="button"
            label={t(`mapEditor.measure.kinds.${each}`)}
            size="small"
            outlined={each !== kind}
            aria-pressed={each === kind}
            onClick={() => editor.measure.setKind(each)}
          />
        ))}
      </fieldset>
      <p className="map-measure-result" data-testid="map-measure-result" aria-live="polite">
        {value === null
          ? ""
          : t(`mapEditor.measure.result.${kind}`, { value: formatMeasure(kind, value, i18n.language) })}
      </p>
      <p className="map-hint">{t(`mapEditor.measure.hint.${kind}`)}</p>
    </section>
  );
}
