/** Polish / English switch (spec §9), each with its flag, kept across sessions by the preferences store. */
import { useTranslation } from "react-i18next";
import { languages } from "../../../generated/catalogues.ts";
import type { Lang } from "../../shared/area-spec.ts";
import { setLanguage } from "../i18n/i18n.ts";
import { flagOf } from "./language-looks.tsx";

const order: Lang[] = ["pl", "en"];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="language-switch">
      <legend className="sr-only">{t("layout.language")}</legend>
      {order.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          aria-label={languages[lang].localName}
          title={languages[lang].localName}
          onClick={() => void setLanguage(lang)}
        >
          {flagOf[lang]}
          <span>{lang.toUpperCase()}</span>
        </button>
      ))}
    </fieldset>
  );
}
