/**
 * A list row's deliveries (DeliveryAction.tsx): loaded with the other rows of the page, shown
 * in a dialog, and the failed ones queued again (POST /api/delivery/{area}/{id}/retry). Loading is
 * quiet: a list whose deliveries cannot be read still works, it just shows no delivery button.
 */
import { useCallback, useEffect, useState } from "react";
import { api } from "../../api/client.ts";
import { Failure, unwrap } from "../../api/failures.ts";
import { i18n } from "../../i18n/i18n.ts";
import { notify } from "../../state/notices.ts";
import { createDeliveryLoader, type RecordDelivery } from "./delivery-loader.ts";
import { type DeliveryMessage, deliverySummary } from "./delivery-summary.ts";

const loader = createDeliveryLoader(async (area, ids) => {
  const { data } = await unwrap<{ items: RecordDelivery[] }>(
    api.GET("/api/delivery", { params: { query: { area, ids: ids.join(",") } } }),
    { quiet: true },
  );
  return data.items;
});

export function useDelivery(area: string, id: number) {
  const [messages, setMessages] = useState<DeliveryMessage[] | null>(null);
  const [open, setOpen] = useState(false);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    let current = true;
    loader
      .load(area, id)
      .then((found) => current && setMessages(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [area, id]);

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      const { data, message } = await unwrap<{ retried: number; messages: DeliveryMessage[] }>(
        api.POST("/api/delivery/{area}/{id}/retry", { params: { path: { area, id } } }),
      );
      setMessages(data.messages);
      notify("success", message ?? i18n.t("delivery.retried"));
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
    } finally {
      setRetrying(false);
    }
  }, [area, id]);

  return {
    messages,
    summary: messages ? deliverySummary(messages) : null,
    open,
    show: () => setOpen(true),
    hide: () => setOpen(false),
    retry,
    retrying,
  };
}
