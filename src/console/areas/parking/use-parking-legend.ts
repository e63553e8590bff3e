/**
 * The parking occupancy legend (area parking_legend): every range, ordered by its start, with add,
 * edit and delete through POST/PUT/DELETE /api/parking_legend.
 */
import { useCallback, useEffect, useState } from "react";
import type { components } from "../../../../generated/api-types.ts";
import { basedOn } from "../../api/area-calls.ts";
import { api } from "../../api/client.ts";
import { Failure, unwrap } from "../../api/failures.ts";
import { i18n } from "../../i18n/i18n.ts";
import { notify } from "../../state/notices.ts";

export type LegendEntry = components["schemas"]["ParkingLegendRecord"];
export type LegendInput = components["schemas"]["ParkingLegendCreate"];
type LegendPage = components["schemas"]["ParkingLegendPage"];

/** The legend is short, but the API pages by 10: read every page. */
async function readAll(signal: AbortSignal): Promise<LegendEntry[]> {
  const entries: LegendEntry[] = [];
  for (let page = 1; ; page++) {
    const { data } = await unwrap<LegendPage>(
      api.GET("/api/parking_legend", { params: { query: { page } }, signal }),
    );
    entries.push(...data.items);
    if (!data.items.length || entries.length >= data.total) return entries;
  }
}

export function useParkingLegend() {
  const [entries, setEntries] = useState<LegendEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    void version;
    const controller = new AbortController();
    setLoading(true);
    readAll(controller.signal)
      .then((all) => {
        setEntries(all.sort((a, b) => a.from_percent - b.from_percent || a.to_percent - b.to_percent));
        setLoading(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [version]);

  /**
   * Creates (no entry) or updates the entry as it was read; resolves once saved and the list reloads,
   * rejects with the Failure. An entry changed by someone else meanwhile is refused (412) and reloaded.
   */
  async function save(entry: LegendEntry | null, input: LegendInput): Promise<void> {
    const call =
      entry === null
        ? api.POST("/api/parking_legend", { body: input })
        : api.PUT("/api/parking_legend/{id}", {
            params: { path: { id: entry.id } },
            headers: basedOn(entry.version),
            body: input,
          });
    try {
      const { message } = await unwrap(call);
      notify("success", message ?? i18n.t(entry === null ? "messages.added" : "messages.edited"));
    } catch (error) {
      if (error instanceof Failure && error.status === 412) reload();
      throw error;
    }
    reload();
  }

  async function remove(entry: LegendEntry): Promise<void> {
    try {
      const { message } = await unwrap(
        api.DELETE("/api/parking_legend/{id}", {
          params: { path: { id: entry.id } },
          headers: basedOn(entry.version),
        }),
      );
      notify("success", message ?? i18n.t("messages.removed"));
    } catch {
      // shown by the failure handler
    }
    reload();
  }

  return { entries, loading, save, remove };
}
