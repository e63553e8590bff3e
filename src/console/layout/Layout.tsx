/**
 * The shell of /cms (spec §2): top bar, collapsible sidebar and the page. The root element carries the
 * window-width class (desktop, tablet, mobile); on tablet and mobile the open sidebar overlays the page
 * behind a mask that closes it; collapsed, it is a rail of icons (layout.css). A skip link, the page's
 * first Tab stop, jumps past the top bar and the menu to the page's content.
 */
import "./layout.css";
import { PrimeReactProvider } from "primereact/api";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { useSnapshot } from "valtio";
import { closeSidebar, layout } from "../state/layout.ts";
import { PageLoading } from "./PageLoading.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { TopBar } from "./TopBar.tsx";
import { useWindowClass } from "./use-window-class.ts";

export function Layout() {
  const { t } = useTranslation();
  const windowClass = useWindowClass();
  const { sidebarOpen } = useSnapshot(layout);

  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <div className={`layout ${windowClass} ${sidebarOpen ? "sidebar-open" : "sidebar-collapsed"}`}>
        <a className="skip-link" href="#main-content">
          {t("listTools.skipToContent")}
        </a>
        <TopBar />
        <Sidebar />
        {windowClass !== "desktop" && sidebarOpen && (
          <button
            type="button"
            className="layout-mask"
            tabIndex={-1}
            aria-label={t("layout.closeMenu")}
            onClick={closeSidebar}
          />
        )}
        <main className="layout-main" id="main-content" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </PrimeReactProvider>
  );
}
