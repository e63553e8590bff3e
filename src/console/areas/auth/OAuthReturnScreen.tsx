/** /oauth2: where the university's single sign-on returns with a code (spec §2). */
import { ProgressBar } from "primereact/progressbar";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { codeTextOf } from "../../i18n/i18n.ts";
import { PublicPage } from "../../layout/PublicPage.tsx";
import { useOAuthReturn } from "./use-oauth-return.ts";

export function OAuthReturnScreen() {
  const { t } = useTranslation();
  const state = useOAuthReturn();
  if (state.status === "exchanging")
    return (
      <PublicPage>
        <h1>{t("oauth.title")}</h1>
        <div role="status">
          <p>{t("oauth.exchanging")}</p>
          <ProgressBar mode="indeterminate" className="page-loading-bar" aria-label={t("oauth.exchanging")} />
        </div>
      </PublicPage>
    );
  return (
    <PublicPage>
      <h1>{t("oauth.title")}</h1>
      {state.status === "refused" ? (
        <>
          <p>{t("oauth.failed")}</p>
          <p role="alert">
            {state.code === null ? t("messages.serverError") : codeTextOf(state.code, state.values ?? {})}
          </p>
        </>
      ) : (
        <p>{t("oauth.noCode")}</p>
      )}
      <Link to="/signin">{t("oauth.backToSignIn")}</Link>
    </PublicPage>
  );
}
