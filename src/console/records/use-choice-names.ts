/**
 * Names for the reference columns of a list (name-sources.ts): a lookup's `[{ id, name }]` in the
 * active language, the rooms of the rows on the page by GET /api/rooms?ids=, and their authors by
 * GET /api/author_names.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getJson } from "../api/area-calls.ts";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";
import { idsParameter, nameSourceOf } from "./name-sources.ts";

export type ChoiceNames = Record<string, Map<string, string>>;

type Column = { name: string; kind: string; source?: string };

export function useChoiceNames(
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[] = [],
): ChoiceNames {
  const { i18n } = useTranslation();
  const [names, setNames] = useState<ChoiceNames>({});
  const choiceColumns = columns.filter((column) => column.kind === "choice");
  const lookups = [
    ...new Set(
      choiceColumns.flatMap((column) => {
        const from = nameSourceOf(column.source);
        return from.kind === "lookup" && column.source ? [`${column.source} ${from.call}`] : [];
      }),
    ),
  ].join("|");
  // One request per lookup asked by ids, for the ids of all its columns: "rooms 79,80 lookup:rooms|…"
  const idColumns = new Map<string, Column[]>();
  for (const column of choiceColumns) {
    const from = nameSourceOf(column.source);
    if (from.kind === "ids") idColumns.set(from.call, [...(idColumns.get(from.call) ?? []), column]);
  }
  const byIds = [...idColumns]
    .map(([call, columns]) => {
      const ids = idsParameter(
        rows,
        columns.map((column) => column.name),
      );
      const sources = [...new Set(columns.map((column) => column.source))].join(",");
      return ids ? `${call} ${ids} ${sources}` : "";
    })
    .filter(Boolean)
    .join("|");
  const authorColumns = choiceColumns.filter((column) => nameSourceOf(column.source).kind === "authors");
  const authorSources = [...new Set(authorColumns.map((column) => column.source ?? ""))].join(" ");
  const authorIds = idsParameter(
    rows,
    authorColumns.map((column) => column.name),
  );

  useEffect(() => {
    const controller = new AbortController();
    const wanted = lookups ? lookups.split("|").map((entry) => entry.split(" ") as [string, string]) : [];
    // The names follow the language: the lookup answers in the one the client sends.
    void i18n.language;
    Promise.all(
      wanted.map(async ([source, call]) => {
        const { data } = await getJson<{ id: number | string; name: string }[]>(`/api/${call}`, {
          signal: controller.signal,
        });
        return [source, new Map(data.map((choice) => [String(choice.id), choice.name]))] as const;
      }),
    )
      .then((entries) => setNames((known) => ({ ...known, ...Object.fromEntries(entries) })))
      .catch(() => undefined); // shown by api/failures.ts; cells then show the ids
    return () => controller.abort();
  }, [lookups, i18n.language]);

  useEffect(() => {
    if (!byIds) return;
    const controller = new AbortController();
    void i18n.language;
    Promise.all(
      byIds.split("|").map(async (entry) => {
        const [call, ids, sources] = entry.split(" ") as [string, string, string];
        const { data } = await getJson<{ id: number; name: string }[]>(`/api/${call}?ids=${ids}`, {
          signal: controller.signal,
        });
        const found = new Map(data.map((choice) => [String(choice.id), choice.name]));
        return sources.split(",").map((source) => [source, found] as const);
      }),
    )
      .then((entries) => setNames((known) => ({ ...known, ...Object.fromEntries(entries.flat()) })))
      .catch(() => undefined); // the cells then show the ids
    return () => controller.abort();
  }, [byIds, i18n.language]);

  useEffect(() => {
    if (!authorSources || !authorIds) return;
    const controller = new AbortController();
    unwrap<{ id: number; name: string; email: string }[]>(
      api.GET("/api/author_names", { params: { query: { ids: authorIds } }, signal: controller.signal }),
    )
      .then(({ data }) => {
        const authors = new Map(data.map((author) => [String(author.id), author.name]));
        const entries = authorSources.split(" ").map((source) => [source, authors]);
        setNames((known) => ({ ...known, ...Object.fromEntries(entries) }));
      })
      .catch(() => undefined); // the cells then show the ids
    return () => controller.abort();
  }, [authorSources, authorIds]);

  return names;
}
