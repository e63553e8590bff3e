/**
 * The frame of the pages outside /cms: logo, language switch and one centred card; without children,
 * the frame alone (a page still waiting for what its card shows).
 */
import "./layout.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Lang } from "../../shared/area-spec.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { logoOf } from "./language-looks.tsx";

export function PublicPage({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="public-page">
      <header className="public-header">
        <Link to="/" className="public-brand">
          <img src={logoOf[i18n.language as Lang] ?? logoOf.pl} alt="" width={40} height={40} />
          <span>{t("layout.appName")}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main className="public-main">
        {children !== undefined && <div className="public-card">{children}</div>}
      </main>
    </div>
  );
}
