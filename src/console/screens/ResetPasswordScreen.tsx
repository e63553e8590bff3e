/** /reset_password?token=…: a new password for the account of a password reset link (spec §8). */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { resetPasswordRule, usePasswordReset } from "../controllers/use-password-reset.ts";
import { PublicPage } from "../layout/PublicPage.tsx";
import { PasswordInput, PlainButton } from "../layout/public-controls.tsx";
import { FieldError } from "../special/FieldError.tsx";

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const form = usePasswordReset();
  const { problems } = form;
  return (
    <PublicPage>
      <h1>{t("signIn.reset.title")}</h1>
      {problems.token ? (
        <>
          <p role="alert">{t(problems.token.key)}</p>
          <p>
            <Link to="/signin">{t("signIn.reset.again")}</Link>
          </p>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <p>{t("signIn.reset.intro", { min: resetPasswordRule.min })}</p>
          <div className="form-field">
            <label htmlFor="reset-password">{t("signIn.reset.password")}</label>
            <PasswordInput
              id="reset-password"
              name="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => form.setPassword(event.target.value)}
              invalid={Boolean(problems.password)}
              aria-invalid={Boolean(problems.password)}
              aria-describedby={problems.password ? "reset-password-error" : undefined}
            />
            <FieldError id="reset-password-error" problem={problems.password} />
          </div>
          <div className="form-field">
            <label htmlFor="reset-confirmation">{t("signIn.reset.confirmation")}</label>
            <PasswordInput
              id="reset-confirmation"
              name="password_confirmation"
              autoComplete="new-password"
              value={form.confirmation}
              onChange={(event) => form.setConfirmation(event.target.value)}
              invalid={Boolean(problems.password_confirmation)}
              aria-invalid={Boolean(problems.password_confirmation)}
              aria-describedby={problems.password_confirmation ? "reset-confirmation-error" : undefined}
            />
            <FieldError id="reset-confirmation-error" problem={problems.password_confirmation} />
          </div>
          <div className="public-actions">
            <PlainButton
              type="submit"
              label={t("signIn.reset.submit")}
              icon="pi pi-key"
              loading={form.sending}
            />
          </div>
        </form>
      )}
    </PublicPage>
  );
}
