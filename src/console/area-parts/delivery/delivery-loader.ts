/**
 * The deliveries of the rows of a list page, in one call: each row asks for its record and the asks
 * of one moment (a page being drawn) are gathered per area into GET /api/delivery?area=…&ids=… of at
 * most 50 ids. A row whose record has no messages gets an empty list.
 */
import type { DeliveryMessage } from "./delivery-summary.ts";

export interface RecordDelivery {
  record_id: number;
  messages: DeliveryMessage[];
}

export type FetchDeliveries = (area: string, ids: number[]) => Promise<RecordDelivery[]>;

const maxIds = 50;

export function createDeliveryLoader(fetchDeliveries: FetchDeliveries) {
  const waiting = new Map<string, Map<number, ((messages: DeliveryMessage[]) => void)[]>>();
  const failing = new Map<string, Map<number, ((error: unknown) => void)[]>>();
  let scheduled = false;

  async function flushArea(area: string, asks: Map<number, ((messages: DeliveryMessage[]) => void)[]>) {
    const rejects = failing.get(area) ?? new Map();
    failing.delete(area);
    const ids = [...asks.keys()];
    for (let start = 0; start < ids.length; start += maxIds) {
      const chunk = ids.slice(start, start + maxIds);
      try {
        const found = new Map((await fetchDeliveries(area, chunk)).map((r) => [r.record_id, r.messages]));
        for (const id of chunk) for (const resolve of asks.get(id) ?? []) resolve(found.get(id) ?? []);
      } catch (error) {
        for (const id of chunk) for (const reject of rejects.get(id) ?? []) reject(error);
      }
    }
  }

  function flush() {
    scheduled = false;
    const batches = [...waiting];
    waiting.clear();
    for (const [area, asks] of batches) void flushArea(area, asks);
  }

  return {
    /** the messages about record `id` of `area`, fetched with the other rows asking meanwhile */
    load(area: string, id: number): Promise<DeliveryMessage[]> {
      return new Promise((resolve, reject) => {
        const asks = waiting.get(area) ?? new Map();
        asks.set(id, [...(asks.get(id) ?? []), resolve]);
        waiting.set(area, asks);
        const rejects = failing.get(area) ?? new Map();
        rejects.set(id, [...(rejects.get(id) ?? []), reject]);
        failing.set(area, rejects);
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, 0);
        }
      });
    },
  };
}
