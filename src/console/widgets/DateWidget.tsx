/**
 * Date and date-time fields: PrimeReact Calendar in the active language, weeks from Monday, shown as
 * DD-MM-YYYY (HH:mm). Dates are written as YYYY-MM-DD, date-times as ISO 8601 (spec §9).
 */
import type { WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import { Calendar } from "primereact/calendar";
import { useTranslation } from "react-i18next";
import "./calendar-locales.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar day of a date, as sent: 2025-03-09 */
export function dayText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "2025-03-09" is a local day, not UTC midnight, so it is read by its parts. */
function parseValue(value: unknown, withTime: boolean): Date | null {
  if (typeof value !== "string" || !value) return null;
  if (!withTime) {
    const [y, m, d] = value.split("-").map(Number);
    return y && m && d ? new Date(y, m - 1, d) : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function DateInput(props: WidgetProps & { withTime: boolean }) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors = [], withTime } = props;
  const { i18n } = useTranslation();
  return (
    <Calendar
      inputId={id}
      value={parseValue(value, withTime)}
      onChange={(event) => {
        const date = event.value instanceof Date ? event.value : null;
        onChange(date ? (withTime ? date.toISOString() : dayText(date)) : undefined);
      }}
      locale={i18n.language}
      dateFormat="dd-mm-yy"
      showTime={withTime}
      hourFormat="24"
      showIcon
      showButtonBar
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

export function DateWidget(props: WidgetProps) {
  return <DateInput {...props} withTime={false} />;
}

export function DateTimeWidget(props: WidgetProps) {
  return <DateInput {...props} withTime />;
}
