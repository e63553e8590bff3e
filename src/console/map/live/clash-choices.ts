/**
 * What the user chose in the clash dialog, turned into the feature to save again (docs/live-editing.md,
 * "the resend says I saw theirs and chose"). Per clashing feature:
 *
 * - mine edited, theirs changed: for each field, mine or theirs; the server's `merged` (everything
 *   only I changed, and mine on each clash) with theirs put where chosen, as an edit of the draft's
 *   version now (`current`, `version`);
 * - mine edited, theirs deleted: theirs drops the edit; mine adds the feature again, as a new one;
 * - mine deleted, theirs changed: theirs drops the deletion; mine deletes the draft's version now.
 */
import type { components } from "../../../../generated/api-types.ts";
import type { FeatureDraft, Geometry, StoredFeature } from "../session/types.ts";

export type Clash = components["schemas"]["GeoSaveClash"];
type WireFeature = NonNullable<Clash["current"]>;
export type Side = "mine" | "theirs";

/** The side chosen for each clash's field (`type`, `geometry`, `properties.<name>`), or for a whole feature. */
export interface ClashChoice {
  /** per field (mine edited, theirs changed); a field not named keeps mine */
  fields: Record<string, Side>;
  /** edited against deleted, deleted against changed: which side stays */
  whole: Side;
}

/** How the session settles one clash: the base from now on, and the user's state on it. */
export interface Settlement {
  key: string;
  /** the draft now, with its version; null when they deleted it */
  current: StoredFeature | null;
  /** an edit (or, with `current` null, a new feature), null: a deletion, undefined: nothing of mine */
  chosen: FeatureDraft | null | undefined;
}

const stored = (feature: WireFeature): StoredFeature => ({
  id: feature.id,
  version: feature.version,
  geometry: feature.geometry as unknown as Geometry,
  properties: feature.properties as StoredFeature["properties"],
});

/** `feature` with `field` set to `value` (null: a property removed). */
function withField(feature: FeatureDraft, field: string, value: unknown): FeatureDraft {
  if (field === "geometry") return { ...feature, geometry: value as Geometry };
  const name = field === "type" ? "type" : field.replace(/^properties\./, "");
  const properties = { ...feature.properties };
  if (value === null || value === undefined) delete properties[name];
  else properties[name] = value;
  return { ...feature, properties };
}

/** Every field the same side: "all mine" or "all theirs". */
export function allOf(clash: Clash, side: Side): ClashChoice {
  return { fields: Object.fromEntries(clash.fields.map(({ field }) => [field, side])), whole: side };
}

/** `mine`: the feature as the session holds it (edited against deleted: what comes back as new). */
export function settlement(clash: Clash, choice: ClashChoice, mine: FeatureDraft | undefined): Settlement {
  const key = String(clash.id);
  const current = clash.current ? stored(clash.current) : null;
  if (clash.mine === "deleted") return { key, current, chosen: choice.whole === "mine" ? null : undefined };
  if (clash.theirs === "deleted" || !clash.merged) {
    // Theirs deleted: my feature comes back only as a new one (its id is gone).
    const again =
      choice.whole === "mine" && mine ? { geometry: mine.geometry, properties: mine.properties } : undefined;
    return { key, current: null, chosen: again };
  }
  let chosen: FeatureDraft = stored(clash.merged);
  for (const { field, theirs } of clash.fields) {
    if (choice.fields[field] === "theirs") chosen = withField(chosen, field, theirs);
  }
  return { key, current, chosen: { geometry: chosen.geometry, properties: chosen.properties } };
}

/** What the user has picked so far in the dialog: per clash id, per field, and for the whole feature. */
export type Picks = Readonly<Record<number, { fields?: Readonly<Record<string, Side>>; whole?: Side }>>;

/** Whether `clash` needs a choice per field (edited against changed) or one for the whole feature. */
export const perField = (clash: Clash): boolean => clash.mine === "edited" && clash.theirs === "changed";

/** Every clash with the same side, as "all mine" or "all theirs" picks. */
export function pickAll(clashes: readonly Clash[], side: Side): Picks {
  return Object.fromEntries(clashes.map((clash) => [clash.id, allOf(clash, side)]));
}

/** The choices, once every field of every clash has its side; null while any is open. */
export function completeChoices(clashes: readonly Clash[], picks: Picks): Map<number, ClashChoice> | null {
  const choices = new Map<number, ClashChoice>();
  for (const clash of clashes) {
    const pick = picks[clash.id];
    if (perField(clash)) {
      const fields = pick?.fields ?? {};
      if (!clash.fields.every(({ field }) => fields[field])) return null;
      choices.set(clash.id, { fields: { ...fields }, whole: "mine" });
    } else {
      if (!pick?.whole) return null;
      choices.set(clash.id, { fields: {}, whole: pick.whole });
    }
  }
  return choices;
}
