/** The answer of every lookup: `[{ id, name }]`, ordered as a reader of the language expects. */
import type { Lang } from "../../shared/area-spec.ts";

export interface Choice {
  id: number | string;
  name: string;
}

const collators: Record<Lang, Intl.Collator> = {
  pl: new Intl.Collator("pl", { sensitivity: "base", numeric: true }),
  en: new Intl.Collator("en", { sensitivity: "base", numeric: true }),
};

/** By name in the language's alphabet (Ł after L in Polish), ties by id so answers are stable. */
export function sortByName<T extends Choice>(choices: T[], lang: Lang): T[] {
  const collator = collators[lang];
  return choices.sort((a, b) => collator.compare(a.name, b.name) || compareIds(a.id, b.id));
}

const compareIds = (a: number | string, b: number | string) =>
  typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));

/** A record's name in `lang`, falling back to Polish (spec §1) and then to English. */
export function translatedName(names: { name_pl?: unknown; name_en?: unknown }, lang: Lang): string | null {
  for (const value of [names[`name_${lang}`], names.name_pl, names.name_en]) {
    if (typeof value === "string" && value.trim()) return value;
  }
  return null;
}
