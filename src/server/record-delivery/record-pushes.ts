/**
 * The pushes declared by area manifests (`push:`): a news item or event with its push flag when it
 * goes live (at its publication start, or when saved without one), a push notification at its send
 * date. Each round of the delivery worker looks for the public records (active, and inside their
 * publication window where the area has one) of those areas whose push is due and not yet queued,
 * locks them (FOR UPDATE SKIP LOCKED: processes
 * running this at once take different records), queues one push per device, and sets the record's
 * `sentAt` field in the same transaction: a record is pushed once, and from then on the push
 * notification is locked (6122/6123) and the flag reads as sent.
 *
 * A push more than a day late is not sent (the server was down, a backup was restored, a send date
 * was typed in the past long ago): news that old would only confuse. Saving the record again with a
 * new date, or with the flag, sends it.
 */

import { quote } from "../../shared/area-columns.ts";
import type { AreaSpec, Lang, PushSpec } from "../../shared/area-spec.ts";
import { publicSql } from "../areas/publication-window.ts";
import { selectList, tableOf, toRow } from "../areas/table-store.ts";
import type { Database } from "../db/database.ts";
import { bind } from "../db/list-sql.ts";
import { defaultLang, type MessageKind, openMessage, pushToDevices, type Text } from "../delivery/outbox.ts";

export const latePushLimitMs = 24 * 60 * 60 * 1000;

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The time the push is due at: its `at` field, else (no field, or left empty) when the record was last saved. */
function dueAt(push: PushSpec, data: Data, updatedAt: Date): number {
  const at = push.at && text(data[push.at]);
  return at ? Date.parse(at) : updatedAt.getTime();
}

/** The title and body per language: a translated field gives one per language, a plain one the record's. */
function pushTexts(area: AreaSpec, data: Data): Partial<Record<Lang, Text>> {
  const push = area.push as PushSpec;
  const translated = area.fields.some((f) => f.translation?.of === push.title);
  if (translated) {
    const langs = area.fields.filter((f) => f.translation?.of === push.title).map((f) => f.translation?.lang);
    return Object.fromEntries(
      langs.map((lang) => [
        lang,
        { title: text(data[`${push.title}_${lang}`]), body: text(data[`${push.body}_${lang}`]) },
      ]),
    );
  }
  const lang = (push.lang && text(data[push.lang])) || defaultLang;
  return { [lang]: { title: text(data[push.title]), body: text(data[push.body]) } };
}

/** Queues the due pushes of one area; how many records were pushed. */
async function queueArea(db: Database, area: AreaSpec, now: number): Promise<number> {
  const push = area.push as PushSpec;
  const params: unknown[] = [];
  const filter = [publicSql(area, new Date(now), params)];
  for (const [name, value] of Object.entries({ ...push.when, ...(push.flag && { [push.flag]: true }) })) {
    filter.push(`${quote(name)} = ${bind(params, value)}`);
  }
  return db.transaction(async (tx) => {
    const rows = await tx.query<Data & { id: number; updated_at: Date }>(
      `SELECT ${selectList(area)} FROM ${tableOf(area)}
       WHERE ${[...filter, `${quote(push.sentAt)} IS NULL`].join(" AND ")}
       ORDER BY id FOR UPDATE SKIP LOCKED`,
      params,
    );
    let pushed = 0;
    for (const row of rows) {
      const { id, updated_at } = row;
      const data = toRow(area, row as never) as Data;
      const due = dueAt(push, data, updated_at);
      if (!(due <= now && due > now - latePushLimitMs)) continue;
      const messageId = await openMessage(tx, {
        kind: area.area as MessageKind,
        area: area.area,
        recordId: id,
        dedupeKey: `push:${area.area}:${id}`,
      });
      if (messageId !== null) {
        const lang = push.lang ? text(data[push.lang]) || defaultLang : undefined;
        await pushToDevices(tx, messageId, lang ? { lang } : {}, pushTexts(area, data), {
          area: area.area,
          id,
        });
      }
      await tx.query(`UPDATE ${tableOf(area)} SET ${quote(push.sentAt)} = $2 WHERE id = $1`, [
        id,
        new Date(now).toISOString(),
      ]);
      pushed++;
    }
    return pushed;
  });
}

/** Queues the due pushes of every area that declares them. */
export async function queueRecordPushes(db: Database, areas: AreaSpec[], now = Date.now()): Promise<number> {
  let pushed = 0;
  for (const area of areas) if (area.push && !area.viewOf) pushed += await queueArea(db, area, now);
  return pushed;
}
