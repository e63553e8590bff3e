/**
 * A refused save's errors mapped back onto features: the server keys each refusal by its place in
 * the save (`new.3.properties.name_pl`, `edited.0.geometry`, `deleted.2.id`), and the place is the
 * feature at that index of the collections sent.
 */
import type { FieldErrors } from "../../api/failures.ts";
import type { Collections } from "../session/edit-session.ts";

export interface ServerIssue {
  /** the feature's session key; null for a refusal of the save as a whole */
  key: string | null;
  /** a property name, "geometry", "type", or null for the feature as a whole */
  field: string | null;
  codes: number[];
}

const place = /^(new|edited|deleted)\.(\d+)(?:\.(.+))?$/;

function keyAt(sent: Collections, list: string, index: number): string | null {
  if (list === "new") return sent.new[index]?.key ?? null;
  const feature = list === "edited" ? sent.edited[index] : sent.deleted[index];
  return feature ? String(feature.id) : null;
}

function fieldOf(rest: string | undefined): string | null {
  if (!rest) return null;
  return rest.startsWith("properties.") ? rest.slice("properties.".length) : rest;
}

export function serverIssues(errors: FieldErrors, sent: Collections): ServerIssue[] {
  return Object.entries(errors).map(([at, codes]) => {
    const match = place.exec(at);
    if (!match?.[1] || !match[2]) return { key: null, field: at, codes };
    return { key: keyAt(sent, match[1], Number(match[2])), field: fieldOf(match[3]), codes };
  });
}
