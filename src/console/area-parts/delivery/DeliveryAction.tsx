/**
 * The delivery of a list row's messages (an SOS reply and alert, an opinion reply, a pushed
 * notification, news item or event): a button saying how it went, shown once the record has
 * messages, and a dialog with each message's deliveries per channel, the providers' reasons of those
 * that failed, and Retry for them.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/format.ts";
import type { DeliveryMessage, DeliveryState } from "./delivery-summary.ts";
import { useDelivery } from "./use-delivery.ts";
import "../special.css";

const icons: Record<DeliveryState, string> = {
  failed: "pi pi-exclamation-triangle",
  waiting: "pi pi-pause",
  queued: "pi pi-clock",
  sent: "pi pi-check-circle",
  none: "pi pi-minus-circle",
};
// Only a failure is coloured (the theme's danger red keeps its contrast); the icons tell the rest.
const severities: Partial<Record<DeliveryState, "danger">> = { failed: "danger" };

function MessageDelivery({ message }: { message: DeliveryMessage }) {
  const { t } = useTranslation();
  const headingId = `delivery-message-${message.id}`;
  return (
    <section className="delivery-message" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`delivery.kinds.${message.kind}`)}{" "}
        <span className="delivery-when">{formatDateTime(message.created_at)}</span>
      </h2>
      {message.channels.length === 0 ? (
        <p>{t("delivery.noRecipients")}</p>
      ) : (
        <table className="delivery-table">
          <thead>
            <tr>
              <th scope="col">{t("delivery.channel")}</th>
              <th scope="col">{t("delivery.recipients")}</th>
              <th scope="col">{t("delivery.states.queued")}</th>
              <th scope="col">{t("delivery.states.sent")}</th>
              <th scope="col">{t("delivery.states.failed")}</th>
              <th scope="col">{t("delivery.note")}</th>
            </tr>
          </thead>
          <tbody>
            {message.channels.map((channel) => (
              <tr key={channel.channel}>
                <th scope="row">{t(`delivery.channels.${channel.channel}`)}</th>
                <td>{channel.queued + channel.sent + channel.failed}</td>
                <td>{channel.queued}</td>
                <td>{channel.sent}</td>
                <td>{channel.failed}</td>
                <td>
                  {!channel.configured
                    ? t("delivery.notConfigured")
                    : channel.queued && channel.lastError
                      ? t("delivery.retrying", { reason: channel.lastError })
                      : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {message.failures.length > 0 && (
        <ul className="delivery-failures" aria-label={t("delivery.failures")}>
          {message.failures.map((failure) => (
            <li key={failure.id}>
              {t("delivery.failure", {
                channel: t(`delivery.channels.${failure.channel}`),
                recipient: failure.recipient,
                reason: failure.reason ?? "—",
                attempts: failure.attempts,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A record's delivery state as a button opening its details. `compact`: the icon alone, its words in
 * the tooltip and for screen readers, where the row's actions must fit beside many columns (the SOS
 * list at 1280 px, spec §2). `state`: the record's own state in words, said before the delivery's in
 * the tooltip and for screen readers, so that one icon stands for both (an answered SOS report);
 * `fallback` is shown instead while the record has nothing delivered.
 */
export function DeliveryAction({
  area,
  row,
  compact,
  state,
  fallback = null,
}: {
  area: string;
  row: Record<string, unknown>;
  compact?: boolean;
  state?: string;
  fallback?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = Number(row.id);
  const delivery = useDelivery(area, id);
  const { summary, messages } = delivery;
  if (!summary || !messages?.length) return fallback;
  const label = t(`delivery.summary.${summary.state}`, { ...summary });
  const tooltip = state ? `${state} · ${label}` : label;
  return (
    <>
      {state && <span className="sr-only">{state}</span>}
      <Button
        type="button"
        icon={icons[summary.state]}
        text
        severity={severities[summary.state]}
        label={compact ? undefined : label}
        rounded={compact}
        title={compact ? tooltip : undefined}
        aria-label={t("delivery.open", { id, summary: label })}
        onClick={delivery.show}
      />
      {delivery.open && (
        <Dialog
          header={t("delivery.title", { id })}
          visible
          onHide={delivery.hide}
          className="special-dialog delivery-dialog"
          footer={
            <div className="special-actions">
              {summary.failed > 0 && (
                <Button
                  type="button"
                  icon="pi pi-refresh"
                  label={t("delivery.retry", { count: summary.failed })}
                  loading={delivery.retrying}
                  onClick={() => void delivery.retry()}
                />
              )}
              <Button type="button" label={t("special.common.close")} outlined onClick={delivery.hide} />
            </div>
          }
        >
          {messages.map((message) => (
            <MessageDelivery key={message.id} message={message} />
          ))}
        </Dialog>
      )}
    </>
  );
}
