/**
 * The sidebar menu (spec §2): the generated entries the user's role may open, the current one highlighted.
 * Collapsed, layout.css draws it as a rail of icons (desktop, tablet), the names kept for screen readers
 * and shown while it is hovered or focused, or hides it (mobile, which also takes its links out of the tab
 * order). Open over the page (tablet, mobile), a chosen link closes it.
 */
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { consoleMenu } from "../../../generated/console.ts";
import type { Lang } from "../../shared/area-spec.ts";
import { hasRole } from "../shared/roles.ts";
import { closeSidebar, layout } from "../state/layout.ts";
import { session } from "../state/session.ts";
import { activeMenuPath } from "./menu.ts";

export function Sidebar() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSnapshot(session);
  const { windowClass } = useSnapshot(layout);
  const lang = i18n.language as Lang;
  const active = activeMenuPath(pathname);
  const entries = consoleMenu.filter((entry) => hasRole(user?.roles, entry.roles));

  return (
    <nav id="sidebar" className="sidebar" aria-label={t("layout.mainMenu")}>
      {entries.length > 0 && (
        <ul>
          {entries.map((entry) => {
            const current = entry.path === active;
            return (
              <li key={entry.path}>
                <Link
                  to={`/cms/${entry.link}`}
                  className={current ? "active" : undefined}
                  aria-current={current ? "page" : undefined}
                  onClick={() => windowClass !== "desktop" && closeSidebar()}
                >
                  <i className={`pi ${entry.icon}`} aria-hidden="true" />
                  <span className="sidebar-label">{entry.label[lang]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
