/**
 * GET /api/selects/{dataType}: the shared enumerations of manifests/catalogues (and the roles) as
 * choices. They keep the catalogue's order, which is meaningful (floors bottom to top, roles by id).
 */
import { enumerations, roles } from "../../../generated/catalogues.ts";
import type { Lang, Text } from "../../shared/area-spec.ts";
import type { Choice } from "./choices.ts";

/** The list named `dataType`, or null when there is none. */
export function selectList(dataType: string, lang: Lang): Choice[] | null {
  if (dataType === "roles") {
    return Object.values(roles).map((role) => ({ id: role.id, name: role.label[lang] }));
  }
  if (!Object.hasOwn(enumerations, dataType)) return null;
  const values: Record<string, Text> = enumerations[dataType as keyof typeof enumerations];
  return Object.entries(values).map(([value, label]) => ({ id: value, name: label[lang] }));
}
