/** A list header's link to a special screen, styled as a PrimeReact button (parking legend, SOS push, passwords). */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

export function HeaderLink({ to, icon, label }: { to: string; icon: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="p-button p-component">
      <span className={`p-button-icon p-button-icon-left pi ${icon}`} aria-hidden="true" />
      <span className="p-button-label">{t(label)}</span>
    </Link>
  );
}
