/**
 * i18next with the generated catalogues (areas, enumerations, roles, error codes) and the hand-written
 * ones of the layout. A missing key is shown raw (spec §8).
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import generatedEn from "../../../generated/i18n/en.json";
import generatedPl from "../../../generated/i18n/pl.json";
import { preferences } from "../state/preferences.ts";

type Catalogue = Record<string, unknown>;

// Hand-written catalogues, one pair per part of the console: <part>.pl.json and <part>.en.json.
const handWritten = {
  pl: import.meta.glob<Catalogue>("./*.pl.json", { eager: true, import: "default" }),
  en: import.meta.glob<Catalogue>("./*.en.json", { eager: true, import: "default" }),
};

const { $comment: _en, ...areasEn } = generatedEn;
const { $comment: _pl, ...areasPl } = generatedPl;

export const catalogues = {
  pl: Object.assign({}, areasPl, ...Object.values(handWritten.pl)) as Catalogue,
  en: Object.assign({}, areasEn, ...Object.values(handWritten.en)) as Catalogue,
};

export const i18n = i18next.createInstance();

await i18n.use(initReactI18next).init({
  lng: preferences.lang,
  fallbackLng: false,
  resources: { pl: { translation: catalogues.pl }, en: { translation: catalogues.en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(lang: "pl" | "en"): void {
  preferences.lang = lang;
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

/** The text of a server code in the active language, or the generic server error when none exists. */
export function codeText(code: number): string {
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t("messages.serverError");
}
