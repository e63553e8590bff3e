/** The selected feature's size in its panel: a line's length, a polygon's area and perimeter. */
import { useTranslation } from "react-i18next";
import { featureMeasures, formatArea, formatLength } from "../measure/measurement.ts";
import type { Geometry } from "../session/types.ts";

export function FeatureMeasure({ geometry }: { geometry: Geometry }) {
  const { t, i18n } = useTranslation();
  const measures = featureMeasures(geometry);
  if (!measures) return null;
  const rows =
    "length" in measures
      ? [["length", formatLength(measures.length, i18n.language)]]
      : [
          ["area", formatArea(measures.area, i18n.language)],
          ["perimeter", formatLength(measures.perimeter, i18n.language)],
        ];
  return (
    <dl className="map-feature-measure" aria-label={t("mapEditor.measure.title")}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{t(`mapEditor.measure.${name}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
