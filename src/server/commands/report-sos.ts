/**
 * POST /api/mobile/sos (sos.yaml `commands.report`): the signed-in app user's SOS report. In the
 * transaction that stores it, every active SOS contact (email_sms.yaml) is queued an alert, by e-mail
 * when it has an address and by SMS when it has a phone number; the delivery worker sends them at once.
 */
import { quote } from "../../shared/area-columns.ts";
import { tableStore } from "../areas/table-store.ts";
import type { Account } from "../auth/accounts.ts";
import type { Queryable } from "../db/database.ts";
import { openMessage, queueTo } from "../delivery/outbox.ts";
import type { CommandHandler } from "./command-handler.ts";

/** the area of the SOS contacts */
const contactsArea = "email_sms";

interface Report {
  id: number;
  lon: number;
  lat: number;
  floor?: string;
  message?: string;
}

const place = ({ lat, lon }: Report) => `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
const level = (floor: string | undefined) => (floor ? floor.replace(/^p/, "") : "—");

/**
 * The alert's texts, in Polish (the contacts are the campus's own services): who, where, what they
 * wrote and a map link; the SMS says the same in brief.
 */
export function alertTexts(report: Report, reporter: Pick<Account, "name" | "email">) {
  const map = `https://www.openstreetmap.org/?mlat=${report.lat}&mlon=${report.lon}#map=19/${report.lat}/${report.lon}`;
  const said = report.message?.trim();
  return {
    email: {
      title: `SOS #${report.id}: ${reporter.name}`,
      body: [
        `Zgłoszenie SOS #${report.id} z aplikacji mobilnej.`,
        "",
        `Zgłaszający: ${reporter.name} <${reporter.email}>`,
        `Piętro: ${level(report.floor)}`,
        `Położenie: ${place(report)} (${map})`,
        `Wiadomość: ${said || "—"}`,
      ].join("\n"),
    },
    sms: {
      title: `SOS #${report.id}`,
      body: `SOS #${report.id}: ${reporter.name}, piętro ${level(report.floor)}, ${place(report)}${said ? `: ${said.slice(0, 120)}` : ""}`,
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

export const reportSos: CommandHandler = async ({ db, area, body, account }) => {
  const report = await db.transaction(async (tx) => {
    const stored = await tableStore.create(tx, area, {
      user_id: account.id,
      lon: body.lon,
      lat: body.lat,
      ...(body.floor !== undefined && body.floor !== null && { floor: body.floor }),
      ...(typeof body.message === "string" && { message: body.message }),
    });
    const messageId = await openMessage(tx, {
      kind: "sos_alert",
      area: area.area,
      recordId: stored.id,
      dedupeKey: `sos_alert:${stored.id}`,
    });
    if (messageId !== null) {
      const texts = alertTexts(stored as unknown as Report, account);
      const { emails, phones } = await activeContacts(tx);
      await queueTo(tx, messageId, "email", emails, texts.email);
      await queueTo(tx, messageId, "sms", phones, texts.sms);
    }
    return stored;
  });
  return { data: report, message: "sosReported", recordId: report.id };
};
