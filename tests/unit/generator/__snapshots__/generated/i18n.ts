// generated from generated/i18n/pl.json, generated/i18n/en.json by generator/json-readers.ts: do not edit
import type { Catalogue } from "../src/shared/generated-json.ts";

/** Each language's catalogue, loaded when first asked for (a chunk of its own in the console). */
export const i18nCatalogues: Record<"pl" | "en", () => Promise<Catalogue>> = {
  pl: () => import("./i18n/pl.json", { with: { type: "json" } }).then((m) => m.default),
  en: () => import("./i18n/en.json", { with: { type: "json" } }).then((m) => m.default),
};
