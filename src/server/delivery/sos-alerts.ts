/**
 * What the SOS contacts (email_sms.yaml) are told of new SOS reports, and when. An account's report
 * alerts every active contact at once, by e-mail when it has an address and by SMS when it has a
 * phone number. The account's later reports within SOS_ALERT_INTERVAL_MINUTES of that alert are
 * stored and listed for staff as usual but held: when the interval has passed, the delivery worker
 * sends one alert about the newest of them that also lists the others ("3 more reports from …"), and
 * that alert starts the next interval. However much one account sends, the contacts hear from it at
 * most once per interval, and every report is in an alert. Interval 0: every report alerts at once.
 *
 * Reports and summaries of one account are decided under the account's lock (`reporterLock`, also
 * taken by the intake's hourly limit); the cursor (migration 022) says which reports the last alert
 * covered and when it was queued.
 */
import { quote } from "../../shared/area-columns.ts";
import { campusTimeZone } from "../../shared/campus-time-zone.ts";
import { lockFor } from "../db/advisory-lock.ts";
import type { Database, Queryable } from "../db/database.ts";
import { openMessage, queueTo } from "./outbox.ts";

/** the area of SOS reports and that of the SOS contacts */
const sosArea = "sos";
const contactsArea = "email_sms";

const campusTime = new Intl.DateTimeFormat("pl-PL", {
  timeZone: campusTimeZone,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** at most this many earlier reports are listed one by one in an alert; the rest are counted */
const listedMax = 20;

export interface SosReport {
  id: number;
  lon: number;
  lat: number;
  floor?: string | null;
  message?: string | null;
  created_at?: Date | string;
}

export interface Reporter {
  id: number;
  name: string;
  email: string;
}

/** The lock under which an account's reports are counted, stored, alerted or held. */
export const reporterLock = (tx: Queryable, userId: number) => lockFor(tx, `sos reporter ${userId}`);

const place = ({ lat, lon }: SosReport) => `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
const level = (floor: string | null | undefined) => (floor ? floor.replace(/^p/, "") : "—");
const timeOf = (report: SosReport) =>
  report.created_at === undefined ? "" : campusTime.format(new Date(report.created_at));

const pluralRules = new Intl.PluralRules("pl-PL");
/** "1 zgłoszenie", "3 zgłoszenia", "5 zgłoszeń" */
function reports(count: number): string {
  const form = pluralRules.select(count);
  return `${count} ${form === "one" ? "zgłoszenie" : form === "few" ? "zgłoszenia" : "zgłoszeń"}`;
}

function earlierLines(earlier: SosReport[]): string[] {
  const listed = earlier.slice(-listedMax);
  const unlisted = earlier.length - listed.length;
  return [
    ...(unlisted > 0 ? [`… oraz ${reports(unlisted)} wcześniej`] : []),
    ...listed.map(
      (r) =>
        `#${r.id} (${timeOf(r)}), piętro ${level(r.floor)}, ${place(r)}: ${r.message?.trim().slice(0, 200) || "—"}`,
    ),
  ];
}

/**
 * The alert's texts, in Polish (the contacts are the campus's own services): who, where, what they
 * wrote and a map link; the SMS says the same in brief. `earlier`: the account's reports held since
 * its last alert, oldest first, listed after the newest one.
 */
export function alertTexts(
  latest: SosReport,
  reporter: Pick<Reporter, "name" | "email">,
  earlier: SosReport[] = [],
) {
  const map = `https://www.openstreetmap.org/?mlat=${latest.lat}&mlon=${latest.lon}#map=19/${latest.lat}/${latest.lon}`;
  const said = latest.message?.trim();
  const more = earlier.length
    ? [
        "",
        `Wcześniej od ostatniego powiadomienia ta osoba wysłała ${reports(earlier.length)} (wszystkie są na liście SOS w konsoli):`,
        ...earlierLines(earlier),
      ]
    : [];
  return {
    email: {
      title: `SOS #${latest.id}: ${reporter.name}${earlier.length ? ` (+${reports(earlier.length)} wcześniej)` : ""}`,
      body: [
        `Zgłoszenie SOS #${latest.id} z aplikacji mobilnej.`,
        "",
        `Zgłaszający: ${reporter.name} <${reporter.email}>`,
        `Piętro: ${level(latest.floor)}`,
        `Położenie: ${place(latest)} (${map})`,
        `Wiadomość: ${said || "—"}`,
        ...more,
      ].join("\n"),
    },
    sms: {
      title: `SOS #${latest.id}`,
      body: `SOS #${latest.id}: ${reporter.name}, piętro ${level(latest.floor)}, ${place(latest)}${said ? `: ${said.slice(0, 120)}` : ""}${earlier.length ? ` (+${reports(earlier.length)} wcześniej od ${timeOf(earlier[0] as SosReport)}, zob. e-mail/konsola)` : ""}`,
    },
  };
}

async function activeContacts(tx: Queryable): Promise<{ emails: string[]; phones: string[] }> {
  const rows = await tx.query<{ email: string | null; phone: string | null }>(
    `SELECT email, phone FROM ${quote(contactsArea)} WHERE status = 'active'`,
  );
  return {
    emails: rows.map((r) => r.email).filter((v): v is string => Boolean(v)),
    phones: rows.map((r) => r.phone).filter((v): v is string => Boolean(v)),
  };
}

/** The account's reports after `afterId` that no alert has covered, oldest first. */
function heldReports(tx: Queryable, userId: number, afterId: number): Promise<SosReport[]> {
  return tx.query<SosReport>(
    `SELECT id, lon::float8 AS lon, lat::float8 AS lat, floor, message, created_at
     FROM ${quote(sosArea)} WHERE user_id = $1 AND id > $2 ORDER BY id`,
    [userId, afterId],
  );
}

/** Queues the alert about `latest` (and the held `earlier` ones) to every active contact; restarts the interval. */
async function queueAlert(tx: Queryable, latest: SosReport, reporter: Reporter, earlier: SosReport[]) {
  const messageId = await openMessage(tx, {
    kind: "sos_alert",
    area: sosArea,
    recordId: latest.id,
    dedupeKey: `sos_alert:${latest.id}`,
  });
  if (messageId !== null) {
    const texts = alertTexts(latest, reporter, earlier);
    const { emails, phones } = await activeContacts(tx);
    await queueTo(tx, messageId, "email", emails, texts.email);
    await queueTo(tx, messageId, "sms", phones, texts.sms);
  }
  await tx.query(
    `INSERT INTO sos_alert_cursor (user_id, last_report_id, alerted_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET last_report_id = EXCLUDED.last_report_id, alerted_at = now(), held = false`,
    [reporter.id, latest.id],
  );
}

/**
 * Called in the transaction that stored `report`, under `reporterLock`: alerts the contacts now, or
 * holds the report for the summary when the account's last alert is younger than the interval.
 * Whether it was alerted now.
 */
export async function alertOrHold(
  tx: Queryable,
  report: SosReport,
  reporter: Reporter,
  intervalMinutes: number,
): Promise<boolean> {
  const [cursor] = await tx.query<{ last_report_id: number; holding: boolean }>(
    `SELECT last_report_id, alerted_at + make_interval(mins => $2) > now() AS holding
     FROM sos_alert_cursor WHERE user_id = $1`,
    [reporter.id, intervalMinutes],
  );
  if (cursor?.holding) {
    await tx.query("UPDATE sos_alert_cursor SET held = true WHERE user_id = $1", [reporter.id]);
    return false;
  }
  // Reports held by an interval that has just ended, whose summary the worker has not queued yet.
  const earlier = cursor
    ? (await heldReports(tx, reporter.id, cursor.last_report_id)).filter((r) => r.id !== report.id)
    : [];
  await queueAlert(tx, report, reporter, earlier);
  return true;
}

/**
 * Run by the delivery worker: for each account whose held reports' interval has passed, one alert
 * about them. Processes doing it at once decide each account one at a time under its lock and find
 * it done. How many alerts were queued.
 */
export async function queueSosSummaries(db: Database, intervalMinutes: number): Promise<number> {
  const due = await db.query<{ user_id: number }>(
    `SELECT user_id FROM sos_alert_cursor
     WHERE held AND alerted_at + make_interval(mins => $1) <= now() ORDER BY alerted_at LIMIT 100`,
    [intervalMinutes],
  );
  let queued = 0;
  for (const { user_id: userId } of due) {
    const alerted = await db.transaction(async (tx) => {
      await reporterLock(tx, userId);
      const [cursor] = await tx.query<{ last_report_id: number }>(
        `SELECT last_report_id FROM sos_alert_cursor
         WHERE user_id = $1 AND held AND alerted_at + make_interval(mins => $2) <= now()`,
        [userId, intervalMinutes],
      );
      if (!cursor) return false;
      const held = await heldReports(tx, userId, cursor.last_report_id);
      const [reporter] = await tx.query<Reporter>("SELECT id, name, email FROM app_user WHERE id = $1", [
        userId,
      ]);
      const latest = held.at(-1);
      if (!latest || !reporter) {
        // Staff deleted the held reports meanwhile: nothing is left to tell.
        await tx.query("UPDATE sos_alert_cursor SET held = false WHERE user_id = $1", [userId]);
        return false;
      }
      await queueAlert(tx, latest, reporter, held.slice(0, -1));
      return true;
    });
    if (alerted) queued++;
  }
  return queued;
}
