/** /oauth2: where the university's single sign-on returns with a code (spec §2). */
import { ProgressBar } from "primereact/progressbar";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useOAuthReturn } from "../controllers/use-oauth-return.ts";
import { PublicPage } from "../layout/PublicPage.tsx";

export function OAuthReturnScreen() {
  const { t } = useTranslation();
  const state = useOAuthReturn();
  return (
    <PublicPage>
      <h1>{t("oauth.title")}</h1>
      {state === "exchanging" ? (
        <div role="status">
          <p>{t("oauth.exchanging")}</p>
          <ProgressBar mode="indeterminate" className="page-loading-bar" aria-label={t("oauth.exchanging")} />
        </div>
      ) : (
        <>
          <p>{t(state === "failed" ? "oauth.failed" : "oauth.notConfigured")}</p>
          <Link to="/signin">{t("oauth.backToSignIn")}</Link>
        </>
      )}
    </PublicPage>
  );
}
