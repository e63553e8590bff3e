/**
 * A point placed by typing its coordinates (spec §5: a comma as the decimal separator, step 0.01):
 * longitude and latitude in degrees, or both pasted at once as "lon; lat", and the point's map type.
 * The fields start empty.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dropdownLabels } from "../../shared/dropdown-labels.ts";
import type { MapEditor } from "../editor/map-editor.ts";
import { typesForKind } from "../editor/map-editor.ts";
import { parseCoordinates } from "../session/shapes.ts";
import type { Position } from "../session/types.ts";
import { typeLabelKey } from "../use-property-form.ts";

interface Props {
  editor: MapEditor;
  onPlace: (position: Position, type: string) => void;
  onClose: () => void;
}

/** Spec §5 asks for a comma as the decimal separator, in either language: Polish numbers have one. */
const coordinateLocale = "pl-PL";

export function CoordinateDialog({ editor, onPlace, onClose }: Props) {
  const { t } = useTranslation();
  // Empty: a prefilled centre had typing append to it, so a point landed hundreds of metres off. Each
  // key typed counts at once (onChange), not only when the field is left (onValueChange): the button
  // must be enabled while the latitude just typed still has the focus.
  const [lon, setLon] = useState<number | null>(null);
  const [lat, setLat] = useState<number | null>(null);
  const pointTypes = typesForKind("Point");
  const [type, setType] = useState(() =>
    pointTypes.includes(editor.state.drawType) ? editor.state.drawType : (pointTypes[0] ?? ""),
  );
  const [pasted, setPasted] = useState("");
  const [pasteError, setPasteError] = useState<string | null>(null);

  const readPasted = (text: string) => {
    setPasted(text);
    if (!text.trim()) return setPasteError(null);
    const parsed = parseCoordinates(text);
    if ("error" in parsed) return setPasteError(t(`mapEditor.coordinates.${parsed.error}`));
    setPasteError(null);
    setLon(parsed.position[0]);
    setLat(parsed.position[1]);
  };

  const valid = lon !== null && lat !== null && Math.abs(lon) <= 180 && Math.abs(lat) <= 90 && type !== "";
  const number = {
    locale: coordinateLocale,
    mode: "decimal" as const,
    step: 0.01,
    minFractionDigits: 2,
    maxFractionDigits: 7,
    showButtons: true,
  };
  const footer = (
    <div className="map-dialog-actions">
      <Button
        type="button"
        label={t("mapEditor.coordinates.cancel")}
        outlined
        severity="secondary"
        onClick={onClose}
      />
      <Button
        type="submit"
        form="map-coordinates-form"
        icon="pi pi-map-marker"
        label={t("mapEditor.coordinates.place")}
        disabled={!valid}
      />
    </div>
  );
  return (
    <Dialog
      visible
      modal
      header={t("mapEditor.coordinates.title")}
      footer={footer}
      onHide={onClose}
      className="map-dialog"
    >
      <form
        id="map-coordinates-form"
        className="map-coordinates"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onPlace([lon, lat], type);
        }}
      >
        <label htmlFor="map-point-lon">{t("mapEditor.coordinates.longitude")}</label>
        <InputNumber
          inputId="map-point-lon"
          value={lon}
          min={-180}
          max={180}
          onChange={(e) => setLon(e.value ?? null)}
          onValueChange={(e) => setLon(e.value ?? null)}
          {...number}
        />
        <label htmlFor="map-point-lat">{t("mapEditor.coordinates.latitude")}</label>
        <InputNumber
          inputId="map-point-lat"
          value={lat}
          min={-90}
          max={90}
          onChange={(e) => setLat(e.value ?? null)}
          onValueChange={(e) => setLat(e.value ?? null)}
          {...number}
        />
        <label htmlFor="map-point-paste">{t("mapEditor.coordinates.paste")}</label>
        <InputText
          id="map-point-paste"
          value={pasted}
          placeholder="19,4671; 51,7702"
          invalid={pasteError !== null}
          aria-describedby="map-point-paste-help"
          onChange={(event) => readPasted(event.target.value)}
        />
        <small id="map-point-paste-help" className={pasteError ? "p-error" : "map-hint"}>
          {pasteError ?? t("mapEditor.coordinates.pasteHelp")}
        </small>
        <label htmlFor="map-point-type">{t("mapEditor.draw.type")}</label>
        <Dropdown
          inputId="map-point-type"
          pt={dropdownLabels(t("mapEditor.draw.type"))}
          value={type}
          options={pointTypes.map((value) => ({ value, label: t(typeLabelKey(value)) }))}
          onChange={(event) => setType(String(event.value))}
        />
      </form>
    </Dialog>
  );
}
