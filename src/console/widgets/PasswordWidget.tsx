/**
 * A password, typed hidden with a button to show it; no strength meter (the rule of spec §5 decides).
 * A new password unless `ui:autocomplete` says otherwise (a current password).
 */
import type { WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import { Password } from "primereact/password";

export function PasswordWidget({
  id,
  value,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  rawErrors = [],
  autocomplete = "new-password",
}: WidgetProps) {
  return (
    <Password
      inputId={id}
      value={typeof value === "string" ? value : ""}
      feedback={false}
      toggleMask
      autoComplete={autocomplete}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
      className="password-input"
      inputClassName="password-input-field"
    />
  );
}
