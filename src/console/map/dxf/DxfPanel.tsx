/**
 * Importing a DXF drawing: choose the file, map each layer to a map type (or leave it out), say the
 * drawing's unit, add its features to the session as new ones, then place them by pairs of points.
 * Behaviour is in use-dxf-import.ts.
 */
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { typesOfGroup } from "../../../shared/map-types.ts";
import { PairingControls } from "../underlays/PairingControls.tsx";
import { typeLabelKey } from "../use-property-form.ts";
import type { DxfImport } from "./use-dxf-import.ts";

/** the units a drawing may be in, as metres */
const units = [
  ["m", 1],
  ["cm", 0.01],
  ["mm", 0.001],
  ["in", 0.0254],
  ["ft", 0.3048],
] as const;

export function DxfPanel({ dxf }: { dxf: DxfImport }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<number | null>(null);
  const { drawing } = dxf;
  const options = (closed: number, open: number) => [
    ...(closed ? typesOfGroup("POLYGON") : []),
    ...(open || closed ? typesOfGroup("LINE") : []),
  ];
  return (
    <section className="map-section map-dxf" aria-labelledby="map-dxf-title">
      <h2 id="map-dxf-title">{t("mapEditor.dxf.title")}</h2>
      <p className="map-hint">{t("mapEditor.dxf.hint")}</p>
      <label className="p-button p-button-outlined map-underlay-add">
        <span className="pi pi-file-import" aria-hidden="true" />
        <span>{t("mapEditor.dxf.choose")}</span>
        <input
          type="file"
          id="map-dxf-file"
          accept=".dxf"
          className="map-visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            setAdded(null);
            if (file) void dxf.read(file);
          }}
        />
      </label>
      {dxf.unreadable && (
        <p className="map-underlay-problem">{t("mapEditor.dxf.unreadable", { name: dxf.fileName })}</p>
      )}
      {drawing && (
        <>
          <p className="map-underlay-name">{dxf.fileName}</p>
          <table className="map-underlay-pair-table">
            <caption className="map-visually-hidden">{t("mapEditor.dxf.layersCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("mapEditor.dxf.layer")}</th>
                <th scope="col">{t("mapEditor.dxf.outlines")}</th>
                <th scope="col">{t("mapEditor.dxf.type")}</th>
              </tr>
            </thead>
            <tbody>
              {drawing.layers.map(({ name, closed, open }) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{t("mapEditor.dxf.counts", { closed, open })}</td>
                  <td>
                    <select
                      aria-label={t("mapEditor.dxf.typeOf", { layer: name })}
                      value={dxf.types[name] ?? ""}
                      onChange={(event) => dxf.setType(name, event.target.value || null)}
                    >
                      <option value="">{t("mapEditor.dxf.skip")}</option>
                      {options(closed, open).map((type) => (
                        <option key={type} value={type}>
                          {t(typeLabelKey(type))}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <label htmlFor="map-dxf-unit" className="map-underlay-opacity">
            {drawing.unitMetres === null ? t("mapEditor.dxf.unitUnknown") : t("mapEditor.dxf.unit")}
          </label>
          <select
            id="map-dxf-unit"
            value={dxf.unitMetres}
            onChange={(event) => dxf.setUnitMetres(Number(event.target.value))}
          >
            {units.map(([name, metres]) => (
              <option key={name} value={metres}>
                {t(`mapEditor.dxf.units.${name}`)}
              </option>
            ))}
          </select>
          <div className="map-underlay-actions">
            <Button
              type="button"
              id="map-dxf-import"
              label={t("mapEditor.dxf.import")}
              onClick={() => setAdded(dxf.importDrawing())}
            />
            <Button type="button" label={t("mapEditor.dxf.close")} outlined onClick={dxf.close} />
          </div>
          {added !== null && (
            <p role="status">
              {added ? t("mapEditor.dxf.added", { count: added }) : t("mapEditor.dxf.nothing")}
            </p>
          )}
          {dxf.imported && (
            <>
              <Button
                type="button"
                label={t("mapEditor.dxf.place")}
                outlined={!dxf.placing}
                aria-pressed={dxf.placing}
                onClick={() => dxf.setPlacing(!dxf.placing)}
              />
              {dxf.placing && (
                <PairingControls
                  pairing={dxf.pairing}
                  fit={dxf.fit}
                  imageHint={(number) => t("mapEditor.dxf.pickDrawing", { number })}
                  onRemove={dxf.removePair}
                  onClear={dxf.clearPairs}
                  onApply={dxf.applyPairs}
                />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
