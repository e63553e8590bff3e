/**
 * Sign-in at / and /signin (spec §2, §5): login or e-mail and password, or single sign-on; or, for a
 * forgotten password, the address a reset link is mailed to.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { PublicPage } from "../../layout/PublicPage.tsx";
import { PlainButton, PublicField } from "../../layout/public-controls.tsx";
import { session } from "../../state/session.ts";
import { PasswordForgotForm } from "./PasswordForgotForm.tsx";
import { useSignIn } from "./use-sign-in.ts";
import { useSingleSignOn } from "./use-single-sign-on.ts";

export function SignInScreen() {
  const { t } = useTranslation();
  const { token } = useSnapshot(session);
  const { values, messages, busy, change, submit } = useSignIn();
  const singleSignOn = useSingleSignOn();
  const [forgot, setForgot] = useState(false);

  if (token && !busy) return <Navigate to="/cms" replace />;
  // The form waits for the single sign-on answer: its button appearing later would move the centred
  // card, and the sign-in button with it, under a pointer about to click.
  if (!singleSignOn.known) return <PublicPage />;
  if (forgot)
    return (
      <PublicPage>
        <PasswordForgotForm onBack={() => setForgot(false)} />
      </PublicPage>
    );

  return (
    <PublicPage>
      <h1>{t("signIn.title")}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PublicField
          id="signin-login"
          label={t("signIn.login")}
          name="login"
          autoComplete="username"
          value={values.login}
          onChange={(event) => change("login", event.target.value)}
          error={messages.login}
        />
        <PublicField
          id="signin-password"
          label={t("signIn.password")}
          password
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change("password", event.target.value)}
          error={messages.password}
          after={
            <button type="button" className="public-link" onClick={() => setForgot(true)}>
              {t("signIn.forgot.open")}
            </button>
          }
        />
        <div className="public-actions">
          <PlainButton type="submit" label={t("signIn.submit")} icon="pi pi-sign-in" loading={busy} />
          {singleSignOn.enabled && (
            <>
              <span className="public-divider">{t("signIn.or")}</span>
              <PlainButton
                type="button"
                outlined
                icon="pi pi-id-card"
                label={t("signIn.singleSignOn")}
                loading={singleSignOn.starting}
                onClick={() => void singleSignOn.start()}
              />
            </>
          )}
        </div>
      </form>
    </PublicPage>
  );
}
