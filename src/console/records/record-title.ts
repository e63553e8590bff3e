/**
 * How messages and confirmations name a record: by its area's title field (manifests' `titleField`),
 * in the active language for a translated one, cut like list cells; and what a save tells the user
 * (spec §8: record added, edited, removed; notification push sent), with the record named.
 */
import type { AreaSpec, Lang } from "../../shared/area-spec.ts";
import { activeWhenOf } from "../../shared/area-spec.ts";
import type { Translate } from "../forms/form-validation.ts";
import { cutText, formatDateTime } from "../shared/format.ts";

type RecordValues = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** The record's title in `lang` (the other language's when it has none); none when the area has no title field. */
export function recordTitle(
  spec: Pick<AreaSpec, "titleField" | "fields">,
  record: RecordValues,
  lang: Lang,
): string | undefined {
  const field = spec.titleField;
  if (!field) return undefined;
  const halves = spec.fields.filter((f) => f.translation?.of === field);
  const candidates = halves.length
    ? [...halves].sort((a, b) => Number(b.translation?.lang === lang) - Number(a.translation?.lang === lang))
    : [{ name: field }];
  for (const { name } of candidates) {
    const value = text(record[name]);
    if (value) return cutText(value);
  }
  return undefined;
}

/** "News item 'Library opening hours extended'", or "News item no. 32" when it has no title. */
export function namedRecord(
  t: Translate,
  item: string,
  record: RecordValues,
  title: string | undefined,
): string {
  return title ? t("records.named", { item, title }) : t("records.numbered", { item, id: record.id });
}

export type SaveOutcome = "added" | "edited" | "removed";

/**
 * Whether saving the record sends a push of its area (manifests' `push`): it is active, matches
 * `when`, has its flag checked and was not sent yet. `at`: when it goes out, if later than `now`.
 */
export function pushOnSave(
  spec: Pick<AreaSpec, "push" | "activeWhen">,
  record: RecordValues,
  now: Date,
): { at?: string } | undefined {
  const push = spec.push;
  if (!push || text(record[push.sentAt])) return undefined;
  const matches = (wanted: Record<string, unknown>) =>
    Object.entries(wanted).every(([key, value]) => record[key] === value);
  if (!matches(activeWhenOf(spec)) || !matches(push.when ?? {})) return undefined;
  if (push.flag && record[push.flag] !== true) return undefined;
  const at = push.at ? text(record[push.at]) : undefined;
  return at && new Date(at).getTime() > now.getTime() ? { at } : {};
}

/** The success message of a save or delete, naming the record; a push the save sends says so (spec §8). */
export function saveMessage(
  t: Translate,
  spec: Pick<AreaSpec, "titleField" | "fields" | "push" | "activeWhen">,
  item: string,
  record: RecordValues,
  outcome: SaveOutcome,
  lang: Lang,
  now = new Date(),
): string {
  const title = recordTitle(spec, record, lang);
  const push = outcome === "removed" ? undefined : pushOnSave(spec, record, now);
  const name = namedRecord(t, item, record, title);
  if (push?.at) return t("records.pushScheduled", { name, at: formatDateTime(push.at) });
  if (push) return t("records.pushSent", { name });
  return t(`records.${outcome}`, { name });
}
