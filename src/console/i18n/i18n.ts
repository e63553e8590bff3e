/**
 * i18next with the generated catalogues (areas, enumerations, roles, error codes) and the hand-written
 * ones of the layout. A missing key is shown raw (spec §8).
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nCatalogues } from "../../../generated/i18n.ts";
import type { Lang } from "../../shared/area-spec.ts";
import { preferences } from "../state/preferences.ts";

type Catalogue = Record<string, unknown>;

// Each language is a chunk of its own, fetched when first used: a page loads one language, not both.
const generated: Record<Lang, () => Promise<Catalogue>> = i18nCatalogues;
// Hand-written catalogues, one pair per part of the console: <part>.pl.json and <part>.en.json.
const handWritten: Record<Lang, Record<string, () => Promise<Catalogue>>> = {
  pl: import.meta.glob<Catalogue>("./*.pl.json", { import: "default" }),
  en: import.meta.glob<Catalogue>("./*.en.json", { import: "default" }),
};

// The map editor's texts, the largest part, come with the editor's chunk (loadPart), so that the
// pages every user opens do not carry them.
const lazyParts = new Set(["map"]);
const partOf = (path: string) => path.slice(2).split(".")[0] ?? "";
const loadedParts = new Set<string>();

/** The hand-written catalogues of `lang` loaded at start, and the lazy ones asked for since. */
const partsOf = (lang: Lang) =>
  Object.entries(handWritten[lang])
    .filter(([path]) => !lazyParts.has(partOf(path)) || loadedParts.has(partOf(path)))
    .map(([, load]) => load);

/** Every text of `lang`: the generated catalogue (without its comment) and the hand-written ones. */
async function catalogueOf(lang: Lang): Promise<Catalogue> {
  const [areas, ...parts] = await Promise.all([generated[lang](), ...partsOf(lang).map((load) => load())]);
  const { $comment: _comment, ...texts } = areas;
  return Object.assign({}, texts, ...parts);
}

export const i18n = i18next.createInstance();

await i18n.use(initReactI18next).init({
  lng: preferences.lang,
  fallbackLng: false,
  resources: { [preferences.lang]: { translation: await catalogueOf(preferences.lang) } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the console to `lang`, once its texts have arrived (at its first use). */
export async function setLanguage(lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, "translation"))
    i18n.addResourceBundle(lang, "translation", await catalogueOf(lang));
  preferences.lang = lang;
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

/** Adds a lazy part's texts (e.g. "map") to every language loaded, and to those loaded later. */
export async function loadPart(part: string): Promise<void> {
  loadedParts.add(part);
  const langs = (Object.keys(handWritten) as Lang[]).filter((lang) =>
    i18n.hasResourceBundle(lang, "translation"),
  );
  await Promise.all(
    langs.map(async (lang) => {
      const load = handWritten[lang][`./${part}.${lang}.json`];
      if (load) i18n.addResourceBundle(lang, "translation", await load(), true, true);
    }),
  );
}

/** The text of a server code in the active language, or the generic server error when none exists. */
export function codeText(code: number): string {
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t("messages.serverError");
}
