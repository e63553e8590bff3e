/** The home's figures: GET /api/overview once when the home opens (console-overview.ts on the server). */
import { useEffect, useState } from "react";
import type { paths } from "../../../generated/api-types.ts";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";

export type ConsoleOverview = NonNullable<
  paths["/api/overview"]["get"]["responses"]["200"]["content"]["application/json"]["data"]
>;

export function useConsoleOverview(): ConsoleOverview | null {
  const [overview, setOverview] = useState<ConsoleOverview | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    unwrap<ConsoleOverview>(api.GET("/api/overview", { signal: controller.signal }))
      .then(({ data }) => setOverview(data))
      .catch(() => undefined); // shown by api/failures.ts; the home keeps its links
    return () => controller.abort();
  }, []);
  return overview;
}
