/**
 * i18next with the generated catalogues (areas, enumerations, roles, error codes) and the hand-written
 * ones of the layout. A missing key is shown raw (spec §8).
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nCatalogues } from "../../../generated/i18n.ts";
import type { Lang } from "../../shared/area-spec.ts";
import { preferences } from "../state/preferences.ts";
import { type ScreenPart, screenParts } from "./screen-parts.ts";

type Catalogue = Record<string, unknown>;

// Each language is a chunk of its own, fetched when first used: a page loads one language, not both.
const generated: Record<Lang, () => Promise<Catalogue>> = i18nCatalogues;
// Hand-written catalogues, one pair per part of the console: <part>.pl.json and <part>.en.json.
const handWritten: Record<Lang, Record<string, () => Promise<Catalogue>>> = {
  pl: import.meta.glob<Catalogue>("./*.pl.json", { import: "default" }),
  en: import.meta.glob<Catalogue>("./*.en.json", { import: "default" }),
};

const partOf = (path: string) => path.replace(/^\.\//, "").replace(/\.(pl|en)\.json$/, "");
/** the screen parts whose texts a screen has asked for so far */
const screensShown = new Set<string>();

async function loadParts(lang: Lang, wanted: (part: string) => boolean): Promise<Catalogue[]> {
  const loads = Object.entries(handWritten[lang]).filter(([path]) => wanted(partOf(path)));
  return Promise.all(loads.map(([, load]) => load()));
}

/** The texts of `lang` every page needs, and those of the screens shown so far. */
async function catalogueOf(lang: Lang): Promise<Catalogue> {
  const [areas, ...parts] = await Promise.all([
    generated[lang](),
    ...(await loadParts(
      lang,
      (part) => !(screenParts as readonly string[]).includes(part) || screensShown.has(part),
    )),
  ]);
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

/** Adds the texts of a screen's own part (in every language loaded so far); resolves when they are in. */
export async function screenTexts(part: ScreenPart): Promise<void> {
  if (screensShown.has(part)) return;
  screensShown.add(part);
  const loaded = (Object.keys(generated) as Lang[]).filter((lang) =>
    i18n.hasResourceBundle(lang, "translation"),
  );
  await Promise.all(
    loaded.map(async (lang) => {
      for (const texts of await loadParts(lang, (name) => name === part))
        i18n.addResourceBundle(lang, "translation", texts, true, true);
    }),
  );
}

/** The text of a server code in the active language, or the generic server error when none exists. */
export function codeText(code: number): string {
  return codeTextOf(code, {});
}

/** The text of a server code naming `values` (1026: the claim read), as the server sent them. */
export function codeTextOf(code: number, values: Record<string, string>): string {
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key, values) : i18n.t("messages.serverError");
}
