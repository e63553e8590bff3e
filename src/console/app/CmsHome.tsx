/**
 * /cms: for staff, the home of what waits for them and the links the menu lacks (StaffHome, a chunk
 * of its own); for the other roles (directory users, app users: an empty menu, spec §6) a page that
 * says so, inside the layout, instead of /403.
 */
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { screenTexts } from "../i18n/i18n.ts";
import { hasRole } from "../shared/roles.ts";
import { session } from "../state/session.ts";
import { overviewRoles } from "./home-links.ts";

// Its texts come with it (i18n.ts, screenTexts): the other pages do not load them.
const StaffHome = lazy(() =>
  Promise.all([import("./StaffHome.tsx"), screenTexts("staff-home")]).then(([m]) => ({
    default: m.StaffHome,
  })),
);

export function CmsHome() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  if (hasRole(user?.roles, overviewRoles)) return <StaffHome />;
  return (
    <section className="cms-home">
      <h1>{t("home.title", { name: user?.name ?? "" })}</h1>
      <p>{t("home.noSections")}</p>
    </section>
  );
}
