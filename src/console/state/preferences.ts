/** Settings kept across sessions (spec §9: languages and feature filters are persisted). */
import { proxy, subscribe } from "valtio";
import type { Lang } from "../../shared/area-spec.ts";

const key = "console.preferences";

function load(): { lang: Lang } {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? "{}");
    return { lang: saved.lang === "en" ? "en" : "pl" };
  } catch {
    return { lang: "pl" };
  }
}

export const preferences = proxy(load());

subscribe(preferences, () => localStorage.setItem(key, JSON.stringify(preferences)));
