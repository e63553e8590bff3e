/**
 * Pairs of control points as staff make them (control-point-pairing.ts): what to click next, each
 * pair's residual in metres, the fit's RMS, and the buttons to place by them or start again. Shown
 * for a floor plan and for an imported drawing alike.
 */
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { Fit } from "../../../shared/control-point-fit.ts";
import { maxPairs, nextPick, type Pairing } from "./control-point-pairing.ts";

interface Props {
  pairing: Pairing;
  fit: Fit | null;
  /** what to click on the source for pair `number` (a point of the plan, of the drawing) */
  imageHint: (number: number) => string;
  onRemove: (index: number) => void;
  onClear: () => void;
  onApply: () => void;
}

const metres = (value: number, lang: string) =>
  value.toLocaleString(lang === "en" ? "en-GB" : "pl-PL", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

export function PairingControls({ pairing, fit, imageHint, onRemove, onClear, onApply }: Props) {
  const { t, i18n } = useTranslation();
  const next = nextPick(pairing);
  const number = pairing.pairs.length + 1;
  return (
    <div className="map-underlay-pairs">
      <p className="map-hint" aria-live="polite" data-testid="map-underlay-next">
        {next === "image"
          ? imageHint(number)
          : next === "map"
            ? t("mapEditor.underlays.pick.map", { number })
            : t("mapEditor.underlays.pick.full", { count: maxPairs })}
      </p>
      {pairing.pairs.length > 0 && (
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
            {pairing.pairs.map((pair, i) => (
              <tr key={`${pair.image.join()}-${pair.map.join()}`}>
                <td>{i + 1}</td>
                <td data-testid={`map-underlay-residual-${i + 1}`}>
                  {fit
                    ? t("mapEditor.underlays.metres", { value: metres(fit.residuals[i] ?? 0, i18n.language) })
                    : "–"}
                </td>
                <td>
                  <Button
                    type="button"
                    icon="pi pi-times"
                    text
                    aria-label={t("mapEditor.underlays.removePairNumber", { number: i + 1 })}
                    onClick={() => onRemove(i)}
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
        <Button type="button" label={t("mapEditor.underlays.apply")} disabled={!fit} onClick={onApply} />
        <Button
          type="button"
          label={t("mapEditor.underlays.clearPairs")}
          outlined
          disabled={pairing.pairs.length === 0 && !pairing.pending}
          onClick={onClear}
        />
      </div>
    </div>
  );
}
