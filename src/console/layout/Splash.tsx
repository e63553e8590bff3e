/** The logo, centred, until who-am-I has told the user's role (spec §2). */
import "./layout.css";
import { useTranslation } from "react-i18next";
import type { Lang } from "../../shared/area-spec.ts";
import { logoOf } from "./language-looks.tsx";

export function Splash() {
  const { t, i18n } = useTranslation();
  return (
    <div className="splash" role="status" aria-label={t("layout.loading")}>
      <img
        src={logoOf[i18n.language as Lang] ?? logoOf.pl}
        alt={t("layout.appName")}
        width={96}
        height={96}
      />
    </div>
  );
}
