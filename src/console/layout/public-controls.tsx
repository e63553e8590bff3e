/**
 * The controls of the public pages (sign-in, /oauth2, /403): plain elements wearing PrimeReact's
 * classes, so they look like the console's own, without PrimeReact's JavaScript, which the sign-in
 * page would otherwise load before anything else (issue 12: /signin ≤ 150 KiB of JavaScript).
 */
import { type ComponentProps, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

type InputProps = Omit<ComponentProps<"input">, "className"> & { invalid?: boolean };

export function TextInput({ invalid, ...props }: InputProps) {
  return <input {...props} className={`p-inputtext p-component${invalid ? " p-invalid" : ""}`} />;
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ invalid, ...props }: Omit<InputProps, "type">) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="p-password p-component p-inputwrapper p-input-icon-right">
      <div className="p-icon-field p-icon-field-right">
        <input
          {...props}
          type={shown ? "text" : "password"}
          className={`p-password-input p-inputtext p-component${invalid ? " p-invalid" : ""}`}
        />
        <button
          type="button"
          className="p-input-icon password-toggle"
          aria-label={t(shown ? "signIn.hidePassword" : "signIn.showPassword")}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          <span className={`pi ${shown ? "pi-eye-slash" : "pi-eye"}`} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

type ButtonProps = Omit<ComponentProps<"button">, "className" | "children"> & {
  label: string;
  /** a PrimeIcons class, e.g. "pi pi-sign-in" */
  icon: string;
  outlined?: boolean;
  /** busy: a spinner instead of the icon, and no clicks */
  loading?: boolean;
};

export function PlainButton({ label, icon, outlined, loading, disabled, ...props }: ButtonProps) {
  const classes = ["p-button", "p-component", outlined && "p-button-outlined", loading && "p-disabled"];
  return (
    <button
      {...props}
      className={classes.filter(Boolean).join(" ")}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span
        className={`p-button-icon p-c p-button-icon-left ${loading ? "pi pi-spin pi-spinner" : icon}`}
        aria-hidden="true"
      />
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}

/**
 * A labelled field of a public page with its error under it, tied to the input for screen readers
 * (aria-describedby) and announced as it appears; `after` goes below, e.g. a link.
 */
export function PublicField({
  id,
  label,
  error,
  password,
  after,
  ...input
}: Omit<InputProps, "id" | "invalid"> & {
  id: string;
  label: string;
  error?: string;
  password?: boolean;
  after?: ReactNode;
}) {
  const errorId = `${id}-error`;
  const Input = password ? PasswordInput : TextInput;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <Input
        {...input}
        id={id}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <small id={errorId} className="field-error" role="alert">
          {error}
        </small>
      )}
      {after}
    </div>
  );
}
