/**
 * POST /api/mobile/sos (sos.yaml `commands.report`): the signed-in app user's SOS report. It is
 * stored with the caller as its author, past the account's hourly limit refused (429, 2115), and the
 * SOS contacts are alerted in the same transaction, or the report held for the account's next alert
 * (delivery/sos-alerts.ts); the delivery worker sends the alerts at once.
 */
import { tableStore } from "../areas/table-store.ts";
import { alertOrHold, reporterLock, type SosReport } from "../delivery/sos-alerts.ts";
import { checkHourlyLimit } from "../intake/account-allowance.ts";
import type { CommandHandler } from "./command-handler.ts";

export const reportSos: CommandHandler = async ({ db, area, body, account, settings }) => {
  const report = await db.transaction(async (tx) => {
    await reporterLock(tx, account.id);
    await checkHourlyLimit(tx, {
      table: area.area,
      userId: account.id,
      perHour: settings.intake.sosPerHour,
      code: 2115,
    });
    const stored = await tableStore.create(tx, area, {
      user_id: account.id,
      lon: body.lon,
      lat: body.lat,
      ...(body.floor !== undefined && body.floor !== null && { floor: body.floor }),
      ...(typeof body.message === "string" && { message: body.message }),
    });
    await alertOrHold(tx, stored as unknown as SosReport, account, settings.sosAlertIntervalMinutes);
    return stored;
  });
  return { data: report, message: "sosReported", recordId: report.id };
};
