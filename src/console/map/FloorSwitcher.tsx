/** The floor shown (spec §9: p-2 to p20, labelled -2 to 20): a list of every floor and a step down and up. */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { enumerations } from "../../../generated/catalogues.ts";
import { dropdownLabels } from "../special/dropdown-labels.ts";

export const floors = Object.keys(enumerations.floor);

interface Props {
  floor: string;
  onChange: (floor: string) => void;
}

export function FloorSwitcher({ floor, onChange }: Props) {
  const { t } = useTranslation();
  const at = floors.indexOf(floor);
  const below = floors[at - 1];
  const above = floors[at + 1];
  const label = t("mapEditor.floor.label");
  return (
    <div className="map-floor">
      <label htmlFor="map-floor">{label}</label>
      <div className="map-floor-row">
        <Button
          type="button"
          icon="pi pi-angle-down"
          outlined
          aria-label={t("mapEditor.floor.down")}
          tooltip={t("mapEditor.floor.down")}
          disabled={!below}
          onClick={() => below && onChange(below)}
        />
        <Dropdown
          pt={dropdownLabels(label)}
          inputId="map-floor"
          value={floor}
          options={floors.map((value) => ({ value, label: t(`enums.floor.${value}`) }))}
          onChange={(event) => onChange(String(event.value))}
          scrollHeight="20rem"
        />
        <Button
          type="button"
          icon="pi pi-angle-up"
          outlined
          aria-label={t("mapEditor.floor.up")}
          tooltip={t("mapEditor.floor.up")}
          disabled={!above}
          onClick={() => above && onChange(above)}
        />
      </div>
    </div>
  );
}
