/** The not-found page: /404 and any unknown path (spec §2). */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PublicPage } from "../layout/PublicPage.tsx";

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <p className="public-code" aria-hidden="true">
        404
      </p>
      <h1>{t("errorPages.notFoundTitle")}</h1>
      <p>{t("errorPages.notFoundText")}</p>
      <Link to="/">{t("errorPages.home")}</Link>
    </PublicPage>
  );
}
