/**
 * /cms: the map's first floor for staff who may open it; for the other roles (directory users, app
 * users: an empty menu, spec §6) a page that says so, inside the layout, instead of /403.
 */
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { consoleRoutes } from "../../../generated/console.ts";
import { hasRole } from "../shared/roles.ts";
import { session } from "../state/session.ts";

const mapRoute = consoleRoutes.find((route) => route.screen === "map/:floor");

export function CmsHome() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  if (mapRoute && hasRole(user?.roles, mapRoute.roles)) return <Navigate to="map/p0" replace />;
  return (
    <section className="cms-home">
      <h1>{t("home.title", { name: user?.name ?? "" })}</h1>
      <p>{t("home.noSections")}</p>
    </section>
  );
}
