/**
 * The map's feature types (GET /api/type, named in the active language) and which of them are hidden.
 * The hidden set is kept in localStorage (spec §9: feature filters persist across sessions); storing
 * what is hidden rather than what is shown keeps a type added later visible.
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";

export interface MapTypeChoice {
  id: string;
  name: string;
  group: "POINT" | "POLYGON" | "LINE";
}

const key = "console.map.hiddenTypes";

function loadHidden(): Set<string> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return new Set(Array.isArray(saved) ? saved.filter((t): t is string => typeof t === "string") : []);
  } catch {
    return new Set();
  }
}

export function useMapTypes() {
  const { i18n } = useTranslation();
  const [types, setTypes] = useState<MapTypeChoice[]>([]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(loadHidden);

  useEffect(() => {
    void i18n.language;
    const controller = new AbortController();
    unwrap<MapTypeChoice[]>(api.GET("/api/type", { signal: controller.signal }))
      .then(({ data }) => setTypes(data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [i18n.language]);

  const store = useCallback((next: Set<string>) => {
    localStorage.setItem(key, JSON.stringify([...next]));
    setHidden(next);
  }, []);

  const toggle = useCallback(
    (type: string, visible: boolean) => {
      const next = new Set(hidden);
      if (visible) next.delete(type);
      else next.add(type);
      store(next);
    },
    [hidden, store],
  );

  /** Shows these types again (a feature of one of them was picked from a list); the set now hidden. */
  const show = useCallback(
    (shown: string[]): ReadonlySet<string> => {
      if (!shown.some((type) => hidden.has(type))) return hidden;
      const next = new Set([...hidden].filter((type) => !shown.includes(type)));
      store(next);
      return next;
    },
    [hidden, store],
  );

  /** Check-all: every type shown, or none. */
  const setAll = useCallback(
    (visible: boolean) => store(visible ? new Set() : new Set(types.map((t) => t.id))),
    [types, store],
  );

  const allVisible = types.every((t) => !hidden.has(t.id));
  return { types, hidden, toggle, show, setAll, allVisible };
}
