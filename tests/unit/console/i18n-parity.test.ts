/**
 * Every translation key exists in Polish and in English, in the generated and hand-written catalogues.
 * A text with a count is one key with i18next's plural forms (`_one`, `_few`, …): exactly the forms
 * the language's plural rules (Intl.PluralRules) ask for, so the key counts once in the comparison.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { i18nCatalogues } from "../../../generated/i18n.ts";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

const pluralForm = /_(zero|one|two|few|many|other)$/;
/** "layout.unsavedMessage_few" -> "layout.unsavedMessage" */
const withoutPlural = (key: string) => key.replace(pluralForm, "");
const pluralRules = { pl: new Intl.PluralRules("pl"), en: new Intl.PluralRules("en") };

const read = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const generated = { pl: await i18nCatalogues.pl(), en: await i18nCatalogues.en() };
const parts = readdirSync("src/console/i18n")
  .filter((name) => name.endsWith(".pl.json"))
  .map((name) => name.replace(".pl.json", ""));

describe("translation catalogues", () => {
  it.each([
    ["generated", generated.pl, generated.en],
    ...parts.map((part) => [
      part,
      read(`src/console/i18n/${part}.pl.json`),
      read(`src/console/i18n/${part}.en.json`),
    ]),
  ])("%s: the same keys in both languages", (_name, pl, en) => {
    const polish = new Set(keys(pl).map(withoutPlural));
    const english = new Set(keys(en).map(withoutPlural));
    expect(
      [...polish].filter((k) => !english.has(k)),
      "missing in English",
    ).toEqual([]);
    expect(
      [...english].filter((k) => !polish.has(k)),
      "missing in Polish",
    ).toEqual([]);
  });

  it.each(parts.flatMap((part) => (["pl", "en"] as const).map((lang) => [`${part}.${lang}`, lang] as const)))(
    "%s: each text with a count has exactly the language's plural forms",
    (file, lang) => {
      const all = keys(read(`src/console/i18n/${file}.json`));
      const plurals = new Set(all.filter((key) => pluralForm.test(key)).map(withoutPlural));
      const wanted = [...pluralRules[lang].resolvedOptions().pluralCategories].sort();
      for (const key of plurals) {
        const forms = all
          .filter((k) => withoutPlural(k) === key && k !== key)
          .map((k) => k.slice(key.length + 1));
        expect([key, forms.sort()]).toEqual([key, wanted]);
      }
    },
  );

  it("each top-level namespace belongs to one catalogue (they are merged shallowly)", () => {
    const owner = new Map<string, string>(Object.keys(generated.en).map((key) => [key, "generated"]));
    const clashes: string[] = [];
    for (const part of parts) {
      for (const key of Object.keys(read(`src/console/i18n/${part}.en.json`))) {
        const other = owner.get(key);
        if (other) clashes.push(`${key} (${other}, ${part})`);
        owner.set(key, part);
      }
    }
    expect(clashes).toEqual([]);
  });
});
