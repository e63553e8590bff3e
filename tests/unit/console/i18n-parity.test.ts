/** Every translation key exists in Polish and in English, in the generated and hand-written catalogues. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { i18nCatalogues } from "../../../generated/i18n.ts";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

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
    const polish = new Set(keys(pl));
    const english = new Set(keys(en));
    expect(
      [...polish].filter((k) => !english.has(k)),
      "missing in English",
    ).toEqual([]);
    expect(
      [...english].filter((k) => !polish.has(k)),
      "missing in Polish",
    ).toEqual([]);
  });

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
