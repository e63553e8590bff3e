/** The logo, centred, until who-am-I has told the user's role (spec §2). */
import "./layout.css";
import { useTranslation } from "react-i18next";

export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-label={t("layout.loading")}>
      <img src="/logo.svg" alt={t("layout.appName")} width={96} height={96} />
    </div>
  );
}
