/** The sign-in page's "Forgot your password?" form: the address a reset link is mailed to. */
import { useTranslation } from "react-i18next";
import { PlainButton, PublicField } from "../../layout/public-controls.tsx";
import { usePasswordForgot } from "./use-password-forgot.ts";

export function PasswordForgotForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const form = usePasswordForgot();
  return (
    <>
      <h1>{t("signIn.forgot.title")}</h1>
      {form.sent ? (
        <p role="status">{form.sent}</p>
      ) : (
        <form onSubmit={(event) => void form.submit(event)} noValidate>
          <p>{t("signIn.forgot.intro")}</p>
          <PublicField
            id="forgot-email"
            label={t("signIn.forgot.email")}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => form.change(event.target.value)}
            error={form.problem ?? undefined}
          />
          <div className="public-actions">
            <PlainButton
              type="submit"
              label={t("signIn.forgot.submit")}
              icon="pi pi-envelope"
              loading={form.sending}
            />
          </div>
        </form>
      )}
      <div className="public-actions">
        <PlainButton
          type="button"
          outlined
          label={t("signIn.forgot.back")}
          icon="pi pi-arrow-left"
          onClick={onBack}
        />
      </div>
    </>
  );
}
