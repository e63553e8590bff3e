/** The labels of the columns every record has besides its manifest fields (list headers, CSV headers). */
import type { Text } from "./area-spec.ts";

export const systemColumnLabels: Record<string, Text> = {
  id: { pl: "Nr", en: "No." },
  created_at: { pl: "Utworzono", en: "Created" },
  updated_at: { pl: "Zmieniono", en: "Changed" },
};
