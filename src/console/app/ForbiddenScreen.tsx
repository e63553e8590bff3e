/**
 * /403: the signed-in user's role may not open what was asked for (spec §2, §6). A signed-in user
 * can also log out here: a role without console sections would otherwise come back to this page.
 */
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { logout } from "../api/auth.ts";
import { PublicPage } from "../layout/PublicPage.tsx";
import { PlainButton } from "../layout/public-controls.tsx";
import { session } from "../state/session.ts";

export function ForbiddenScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSnapshot(session);
  return (
    <PublicPage>
      <p className="public-code" aria-hidden="true">
        403
      </p>
      <h1>{t("errorPages.forbiddenTitle")}</h1>
      <p>{t("errorPages.forbiddenText")}</p>
      <Link to="/">{t("errorPages.home")}</Link>
      {token && (
        <div className="public-actions">
          <PlainButton
            type="button"
            icon="pi pi-sign-out"
            outlined
            label={t("layout.logout")}
            onClick={() => void logout().then((leaving) => leaving || navigate("/signin", { replace: true }))}
          />
        </div>
      )}
    </PublicPage>
  );
}
