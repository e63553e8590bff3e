/**
 * The user's role: one choice, sent as the numeric array the API expects (spec §6). Directory roles
 * come from the directory (1910): only a directory account's own is offered, and the server keeps it
 * beside the staff role chosen here.
 */
import type { WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { roles } from "../../../generated/catalogues.ts";

export function RolesWidget({
  id,
  label,
  value,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  rawErrors = [],
}: WidgetProps) {
  const { t } = useTranslation();
  const held: unknown[] = Array.isArray(value) ? value : [];
  const options = Object.entries(roles)
    .filter(([, role]) => !role.directory || held.includes(role.id))
    .map(([name, role]) => ({ id: role.id, name: t(`roles.${name}`) }));
  const current = held[0] ?? null;
  return (
    <Dropdown
      inputId={id}
      value={current}
      options={options}
      optionLabel="name"
      optionValue="id"
      placeholder={t("forms.choose")}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      onChange={(event) => onChange(event.value === null || event.value === undefined ? [] : [event.value])}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
      className="choice-input"
      pt={{ select: { "aria-label": label } }}
    />
  );
}
