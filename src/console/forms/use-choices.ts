/**
 * The options of a choice field, from its `ui:options.source`:
 * - "enum:<name>": a shared enumeration of generated/catalogues.ts, labelled by `enums.<name>.<value>`;
 * - "lookup:<call>": GET /api/<call>?lang= (`with` keeps the current record in an active-only list;
 *   "lookup:rooms" searches by name and asks for the current room by `id`);
 * - "area:<area>": the area's own list, searched where the area allows it, plus the current record.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { enumerations } from "../../../generated/catalogues.ts";
import { getJson } from "../api/area-calls.ts";
import { Failure } from "../api/failures.ts";
import { areaSpec } from "../shared/area-specs.ts";

export type ChoiceId = string | number;
export interface Choice {
  id: ChoiceId;
  name: string;
}

interface Source {
  kind: "enum" | "lookup" | "area";
  name: string;
}

const searchDelayMs = 300;
/** Lookups answered by the server by name (the others are short lists filtered in the browser). */
const searchableLookups = new Set(["rooms"]);

function parseSource(source: string): Source {
  const [kind, name] = source.split(":");
  if ((kind === "enum" || kind === "lookup" || kind === "area") && name) return { kind, name };
  throw new Error(`unknown choice source '${source}'`);
}

function merged(list: Choice[], extra: Choice[]): Choice[] {
  const ids = new Set(list.map((c) => c.id));
  return [...extra.filter((c) => !ids.has(c.id)), ...list];
}

async function loadChoices(
  source: Source,
  lang: string,
  value: ChoiceId | null,
  activeOnly: boolean,
  search: string,
  signal: AbortSignal,
): Promise<Choice[]> {
  if (source.kind === "area") {
    const query = { page: 1, ...(search && { search }) };
    const { data } = await getJson<{ items: { id: number; name?: string }[] }>(`/api/${source.name}`, {
      params: { query },
      signal,
    });
    const choice = (r: { id: number; name?: string }) => ({ id: r.id, name: r.name ?? `#${r.id}` });
    const list = data.items.map(choice);
    if (value === null || list.some((c) => c.id === value)) return list;
    const current = await getJson<{ id: number; name?: string }>(`/api/${source.name}/{id}`, {
      params: { path: { id: value } },
      signal,
    });
    return merged(list, [choice(current.data)]);
  }
  const path = `/api/${source.name}`;
  if (searchableLookups.has(source.name)) {
    const { data: list } = await getJson<Choice[]>(path, { params: { query: { lang, search } }, signal });
    if (value === null || list.some((c) => c.id === value)) return list;
    const { data: current } = await getJson<Choice[]>(path, {
      params: { query: { lang, id: value } },
      signal,
    });
    return merged(list, current);
  }
  const query = { lang, ...(activeOnly && value !== null && { with: value }) };
  return (await getJson<Choice[]>(path, { params: { query }, signal })).data;
}

export function useChoices(sourceName: string, value: ChoiceId | null, activeOnly = false) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const source = useMemo(() => parseSource(sourceName), [sourceName]);
  const remoteSearch =
    (source.kind === "lookup" && searchableLookups.has(source.name)) ||
    (source.kind === "area" && areaSpec(source.name).search.length > 0);
  const [loaded, setLoaded] = useState<Choice[]>([]);
  const [loading, setLoading] = useState(source.kind !== "enum");
  // `version` asks for a fresh load after a record was added from the form.
  const [request, setRequest] = useState({ search: "", version: 0 });
  // The record's own choice is asked for once; later picks come from lists already loaded.
  const [initialValue] = useState(value);
  const chosen = useRef(value);
  chosen.current = value;

  const enumChoices = useMemo(() => {
    if (source.kind !== "enum") return null;
    const values = enumerations[source.name as keyof typeof enumerations];
    if (!values) throw new Error(`no enumeration '${source.name}'`);
    return Object.keys(values).map((id) => ({ id, name: t(`enums.${source.name}.${id}`) }));
  }, [source, t]);

  useEffect(() => {
    if (source.kind === "enum") return;
    const abort = new AbortController();
    const timer = setTimeout(
      () => {
        setLoading(true);
        loadChoices(source, lang, initialValue, activeOnly, request.search, abort.signal)
          .then((choices) => {
            // A search must not drop the chosen option, or the field would look empty.
            setLoaded((previous) =>
              merged(
                choices,
                previous.filter((c) => c.id === chosen.current),
              ),
            );
            setLoading(false);
          })
          .catch((error: unknown) => {
            if (!(error instanceof Failure && error.aborted)) setLoading(false);
          });
      },
      request.search ? searchDelayMs : 0,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [source, lang, initialValue, activeOnly, request]);

  const reload = useCallback(() => setRequest((r) => ({ ...r, version: r.version + 1 })), []);
  const search = useCallback((text: string) => setRequest((r) => ({ ...r, search: text })), []);
  return { choices: enumChoices ?? loaded, loading, remoteSearch, search, reload };
}
