/** /reset_password?token=…: a new password for the account of a password reset link (spec §8). */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { passwordRule } from "../../../shared/password-rule.ts";
import { PublicPage } from "../../layout/PublicPage.tsx";
import { PlainButton, PublicField } from "../../layout/public-controls.tsx";
import { usePasswordReset } from "./use-password-reset.ts";

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
          <p>{t("signIn.reset.intro", { min: passwordRule.min })}</p>
          <PublicField
            id="reset-password"
            label={t("signIn.reset.password")}
            password
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            error={problems.password && t(problems.password.key, problems.password.values)}
          />
          <PublicField
            id="reset-confirmation"
            label={t("signIn.reset.confirmation")}
            password
            name="password_confirmation"
            autoComplete="new-password"
            value={form.confirmation}
            onChange={(event) => form.setConfirmation(event.target.value)}
            error={
              problems.password_confirmation &&
              t(problems.password_confirmation.key, problems.password_confirmation.values)
            }
          />
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
