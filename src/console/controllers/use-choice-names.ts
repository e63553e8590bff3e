/**
 * Names for the reference columns of a list: a column whose source is a lookup
 * (`lookup:category_basic`) is resolved through that lookup's `[{ id, name }]` in the active language.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";

export type ChoiceNames = Record<string, Map<string, string>>;

const lookupPrefix = "lookup:";

// One typed path stands for every lookup: each is typed separately by the generated client.
const lookupPath = (call: string) => `/api/${call}` as "/api/category_basic";

export function useChoiceNames(columns: readonly { kind: string; source?: string }[]): ChoiceNames {
  const { i18n } = useTranslation();
  const [names, setNames] = useState<ChoiceNames>({});
  const sources = [
    ...new Set(
      columns.flatMap((column) =>
        column.kind === "choice" && column.source?.startsWith(lookupPrefix) ? [column.source] : [],
      ),
    ),
  ].join(" ");

  useEffect(() => {
    const controller = new AbortController();
    const wanted = sources ? sources.split(" ") : [];
    // The names follow the language: the lookup answers in the one the client sends.
    void i18n.language;
    Promise.all(
      wanted.map(async (source) => {
        const call = lookupPath(source.slice(lookupPrefix.length));
        const { data } = await unwrap<{ id: number | string; name: string }[]>(
          api.GET(call, { signal: controller.signal }),
        );
        return [source, new Map(data.map((choice) => [String(choice.id), choice.name]))] as const;
      }),
    )
      .then((entries) => setNames(Object.fromEntries(entries)))
      .catch(() => undefined); // shown by api/failures.ts; cells then show the ids
    return () => controller.abort();
  }, [sources, i18n.language]);

  return names;
}
