/** The frame of the pages outside /cms: logo, language switch and one centred card. */
import "./layout.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

export function PublicPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <header className="public-header">
        <Link to="/" className="public-brand">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <span>{t("layout.appName")}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main className="public-main">
        <div className="public-card">{children}</div>
      </main>
    </div>
  );
}
