/**
 * Texts with a count read right in both languages (issue 36, part 6): i18next picks the plural form by
 * the language's rules (Intl.PluralRules), e.g. Polish 1 zmiana, 2 zmiany, 5 zmian, 22 zmiany, 12 zmian.
 */
import { readFileSync } from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { savedMessage } from "../../../src/console/map/saved-message.ts";

const read = (part: string, lang: string) =>
  JSON.parse(readFileSync(`src/console/i18n/${part}.${lang}.json`, "utf8")) as Record<string, unknown>;
const catalogue = (lang: string) =>
  Object.assign({}, ...["layout", "lists", "map"].map((p) => read(p, lang)));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "pl",
    resources: { pl: { translation: catalogue("pl") }, en: { translation: catalogue("en") } },
    interpolation: { escapeValue: false },
  });
});

describe("texts with a count", () => {
  it.each([
    [1, "Na mapie jest 1 niezapisana zmiana. Po wylogowaniu zostanie trwale utracona."],
    [2, "Na mapie są 2 niezapisane zmiany. Po wylogowaniu zostaną trwale utracone."],
    [5, "Na mapie jest 5 niezapisanych zmian. Po wylogowaniu zostaną trwale utracone."],
    [12, "Na mapie jest 12 niezapisanych zmian. Po wylogowaniu zostaną trwale utracone."],
    [22, "Na mapie są 22 niezapisane zmiany. Po wylogowaniu zostaną trwale utracone."],
  ])("Polish, %i unsaved changes", (count, want) => {
    expect(i18n.t("layout.unsavedMessage", { lng: "pl", count })).toBe(want);
  });

  it.each([
    [1, "The map has 1 unsaved change. It will be permanently lost when you log out."],
    [2, "The map has 2 unsaved changes. They will be permanently lost when you log out."],
  ])("English, %i unsaved changes", (count, want) => {
    expect(i18n.t("layout.unsavedMessage", { lng: "en", count })).toBe(want);
  });

  it.each([
    ["pl", 1, "Usunąć 1 zaznaczony obiekt? Zniknie z mapy po zapisaniu zmian."],
    ["pl", 3, "Usunąć 3 zaznaczone obiekty? Znikną z mapy po zapisaniu zmian."],
    ["pl", 25, "Usunąć 25 zaznaczonych obiektów? Znikną z mapy po zapisaniu zmian."],
    ["en", 1, "Delete the 1 selected feature? It leaves the map when the changes are saved."],
    ["en", 4, "Delete the 4 selected features? They leave the map when the changes are saved."],
  ])("the map's deletion, %s, %i features", (lng, count, want) => {
    expect(i18n.t("mapEditor.delete.message", { lng, count })).toBe(want);
  });

  it.each([
    ["pl", 1, "Piętro 0 ma 1 niezapisaną zmianę. Odrzucić ją i przejść dalej?"],
    ["pl", 4, "Piętro 0 ma 4 niezapisane zmiany. Odrzucić je i przejść dalej?"],
    ["pl", 11, "Piętro 0 ma 11 niezapisanych zmian. Odrzucić je i przejść dalej?"],
    ["en", 1, "Floor 0 has 1 unsaved change. Discard it and leave?"],
  ])("leaving a floor, %s, %i changes", (lng, count, want) => {
    expect(i18n.t("mapEditor.leave.message", { lng, count, floor: "0" })).toBe(want);
  });

  it.each([
    ["pl", 1, "Pobieranie… 1 rekord"],
    ["pl", 2, "Pobieranie… 2 rekordy"],
    ["pl", 100, "Pobieranie… 100 rekordów"],
    ["en", 1, "Downloading… 1 record"],
  ])("the export's progress, %s, %i records", (lng, count, want) => {
    expect(i18n.t("lists.exporting", { lng, count })).toBe(want);
  });
});

describe("the map's save message", () => {
  const sent = (n: number, e: number, d: number) => ({
    new: Array(n).fill({}),
    edited: Array(e).fill({}),
    deleted: Array(d).fill({}),
  });
  it.each([
    ["pl", sent(0, 0, 2), "Dane zapisane (2 usunięte)"],
    ["pl", sent(1, 5, 1), "Dane zapisane (1 nowy obiekt, 5 zmienionych, 1 usunięty)"],
    ["pl", sent(3, 0, 0), "Dane zapisane (3 nowe obiekty)"],
    ["en", sent(0, 0, 1), "Data saved (1 deleted)"],
    ["en", sent(2, 1, 0), "Data saved (2 new features, 1 changed)"],
  ])("%s: %o", (lng, changes, want) => {
    expect(savedMessage((key, values) => i18n.t(key, { lng, ...values }), changes)).toBe(want);
  });
});
