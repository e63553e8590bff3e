/** The floor shown (spec §9: p-2 to p20, labelled -2 to 20): a list of every floor and a step down and up. */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { enumerations } from "../../../generated/catalogues.ts";
import { dropdownLabels } from "../shared/dropdown-labels.ts";

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
        <FloorStep to={below} icon="pi pi-angle-down" label={t("mapEditor.floor.down")} onChange={onChange} />
        <Dropdown
          pt={dropdownLabels(label)}
          inputId="map-floor"
          value={floor}
          options={floors.map((value) => ({ value, label: t(`enums.floor.${value}`) }))}
          onChange={(event) => onChange(String(event.value))}
          scrollHeight="20rem"
        />
        <FloorStep to={above} icon="pi pi-angle-up" label={t("mapEditor.floor.up")} onChange={onChange} />
      </div>
    </div>
  );
}

/** A step to the floor below or above; disabled at the lowest and highest floor. */
function FloorStep({
  to,
  icon,
  label,
  onChange,
}: {
  to: string | undefined;
  icon: string;
  label: string;
  onChange: (floor: string) => void;
}) {
  return (
    <Button
      type="button"
      icon={icon}
      outlined
      aria-label={label}
      tooltip={label}
      disabled={!to}
      onClick={() => to && onChange(to)}
    />
  );
}
