/** A colour: PrimeReact ColorPicker beside the hex code it writes (#RRGGBB). */
import type { WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import { ColorPicker } from "primereact/colorpicker";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import "./forms.css";

const hex = /^#[0-9A-Fa-f]{6}$/;

/** Black or white, whichever reads better on the colour (the preview is a text input). */
function textOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.5 ? "#000000" : "#ffffff";
}

export function ColorWidget({
  id,
  value,
  label,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  rawErrors = [],
}: WidgetProps) {
  const { t } = useTranslation();
  const text = typeof value === "string" ? value : "";
  return (
    <div
      className="color-field"
      style={{ "--color-preview-text": textOn(hex.test(text) ? text : "#ffffff") } as React.CSSProperties}
    >
      <ColorPicker
        format="hex"
        value={hex.test(text) ? text.slice(1) : "ffffff"}
        onChange={(event) => onChange(`#${String(event.value).toUpperCase()}`)}
        disabled={disabled || readonly}
        pt={{ input: { "aria-label": t("forms.color.picker", { label }) } }}
      />
      <InputText
        id={id}
        value={text}
        maxLength={7}
        placeholder="#RRGGBB"
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        disabled={disabled || readonly}
        invalid={rawErrors.length > 0}
        aria-describedby={ariaDescribedByIds(id)}
        className="color-code"
      />
    </div>
  );
}
