/**
 * The labels of listed columns that are not manifest fields (list headers, CSV headers): those every
 * record has, and where a record with a schedule stands against it.
 */
import type { Text } from "./area-spec.ts";

export const systemColumnLabels: Record<string, Text> = {
  id: { pl: "Nr", en: "No." },
  created_at: { pl: "Utworzono", en: "Created" },
  updated_at: { pl: "Zmieniono", en: "Changed" },
  publication: { pl: "Publikacja", en: "Publication" },
};
