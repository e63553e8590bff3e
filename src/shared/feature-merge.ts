/**
 * The three-way merge of one feature, as a save that names the version it was based on needs it
 * (feature-save.ts): `base` is that version, `mine` what the save sends, `theirs` the draft now. Each
 * field (the type, the geometry as a whole, each property) goes to the side that changed it; a field
 * both sides changed to different values is a clash, which only the editor can settle. Pure: no
 * database, tested with tables (tests/unit/map/feature-merge.test.ts). Shared: the console applies the
 * same rule to other people's saves arriving live under its unsaved edits (docs/live-editing.md).
 */
import { jsonEqual } from "./json-equal.ts";

export interface FeatureContent {
  type: string;
  geometry: unknown;
  /** without `type`, as stored */
  properties: Record<string, unknown>;
}

/**
 * A field both sides changed to different values: `type`, `geometry` or `properties.<name>`. A value
 * the side does not have (a property it removed or never had) is null.
 */
export interface Clash {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface Merge {
  /** theirs with every field only mine changed, and mine on each clash */
  merged: FeatureContent;
  clashes: Clash[];
}

const orNull = (value: unknown) => (value === undefined ? null : value);

/** The value `merge` keeps for one field, and the clash when both sides changed it apart. */
function mergeField(field: string, base: unknown, mine: unknown, theirs: unknown, known: boolean) {
  const mineChanged = !known || !jsonEqual(base, mine);
  const theirsChanged = !known || !jsonEqual(base, theirs);
  if (mineChanged && theirsChanged && !jsonEqual(mine, theirs)) {
    const clash = { field, base: orNull(base), mine: orNull(mine), theirs: orNull(theirs) };
    return { value: mine, clash };
  }
  return { value: mineChanged ? mine : theirs, clash: null };
}

/**
 * `base` null: the version the save was based on is not known (never kept, or a version the feature
 * never had), so every field the two sides hold apart is a clash: nothing is decided for the editor.
 */
export function mergeFeature(
  base: FeatureContent | null,
  mine: FeatureContent,
  theirs: FeatureContent,
): Merge {
  const clashes: Clash[] = [];
  const known = base !== null;
  const baseProperties = base?.properties ?? {};
  const keep = (field: string, b: unknown, m: unknown, t: unknown) => {
    const { value, clash } = mergeField(field, b, m, t, known);
    if (clash) clashes.push(clash);
    return value;
  };
  const type = keep("type", base?.type, mine.type, theirs.type) as string;
  const geometry = keep("geometry", base?.geometry, mine.geometry, theirs.geometry);
  const properties: Record<string, unknown> = {};
  const names = new Set([
    ...Object.keys(baseProperties),
    ...Object.keys(mine.properties),
    ...Object.keys(theirs.properties),
  ]);
  for (const name of [...names].sort()) {
    const value = keep(
      `properties.${name}`,
      baseProperties[name],
      mine.properties[name],
      theirs.properties[name],
    );
    if (value !== undefined) properties[name] = value;
  }
  return { merged: { type, geometry, properties }, clashes };
}
