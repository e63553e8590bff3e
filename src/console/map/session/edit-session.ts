/**
 * The map editor's edit session (spec §4): the loaded ("base") features of a floor plus one override
 * per touched key, from which the new, edited and deleted collections and the merged view derive.
 *
 * Features handed out are frozen and shared with the undo history: every step records only the keys it
 * touched, so a step costs O(changed) whatever the number of loaded features. Mutating a feature taken
 * from the session throws; pass a changed copy to `update` instead.
 */
import { type FeatureContent, mergeFeature } from "../../../shared/feature-merge.ts";
import { jsonEqual } from "../../../shared/json-equal.ts";
import { deepFreeze } from "./deep-freeze.ts";
import { frozenCopy } from "./frozen-copy.ts";
import type {
  ChangeSet,
  FeatureDraft,
  FeatureProperties,
  Geometry,
  SessionFeature,
  StoredFeature,
} from "./types.ts";

/** On a stored key: the edited feature, or null once removed. On a new key: the feature. */
type Override = SessionFeature | null;
/** Override before and after a step; `undefined` means none (the base feature shows). */
interface KeyChange {
  key: string;
  before: Override | undefined;
  after: Override | undefined;
}
interface Step {
  label: string;
  changes: KeyChange[];
}
interface BaseEntry {
  id: number;
  version: number;
  feature: SessionFeature;
}
type Kind = "new" | "edited" | "deleted";
/** The merged view's feature of each touched key, as it was before the mutation. */
type Shown = Map<string, SessionFeature | undefined>;

export interface Collections {
  new: { key: string; geometry: Geometry; properties: FeatureProperties }[];
  edited: { id: number; version: number; geometry: Geometry; properties: FeatureProperties }[];
  deleted: { id: number; version: number }[];
}

const sameFeature = (a: FeatureDraft, b: FeatureDraft) =>
  jsonEqual(a.geometry, b.geometry) && jsonEqual(a.properties, b.properties);

const freeze = (key: string, draft: FeatureDraft): SessionFeature =>
  frozenCopy({ key, geometry: draft.geometry, properties: draft.properties });

/** A feature as the shared three-way merge reads it: the type apart from the other properties. */
const content = ({ geometry, properties: { type, ...rest } }: FeatureDraft): FeatureContent => ({
  type,
  geometry,
  properties: rest,
});

/**
 * The user's state of a feature moved onto `theirs`, someone else's newer version of `base`: each
 * field only they changed is theirs, the user's own changes stay (docs/live-editing.md), and on a
 * field both changed apart the user's stays. A deletion stays a deletion.
 */
function rebased(key: string, base: SessionFeature, mine: Override, theirs: SessionFeature): Override {
  if (mine === null) return null;
  const { merged } = mergeFeature(content(base), content(mine), content(theirs));
  const { type, geometry, properties } = merged;
  return freeze(key, { geometry: geometry as Geometry, properties: { ...properties, type } });
}

/** Whether the user's state clashes with theirs: a field both changed apart, or a deletion of a changed feature. */
function clashes(base: SessionFeature, mine: Override, theirs: SessionFeature): boolean {
  if (mine === null) return !sameFeature(base, theirs);
  return mergeFeature(content(base), content(mine), content(theirs)).clashes.length > 0;
}

/** Like `freeze`, but keeps the draft's geometry and properties themselves (frozen), copying nothing. */
const adopt = (key: string, draft: FeatureDraft): SessionFeature =>
  Object.freeze({ key, geometry: deepFreeze(draft.geometry), properties: deepFreeze(draft.properties) });

export class EditSession {
  readonly #base = new Map<string, BaseEntry>();
  readonly #overrides = new Map<string, Override>();
  readonly #counts: Record<Kind, number> = { new: 0, edited: 0, deleted: 0 };
  /** stored keys deleted by someone else, with the version deleted: an older page must not bring them back */
  readonly #gone = new Map<string, number>();
  #undo: Step[] = [];
  #redo: Step[] = [];
  readonly #listeners = new Set<(change: ChangeSet) => void>();
  readonly #newKey: () => string;
  readonly #readOnly: boolean;

  /** `readOnly`: the features can be loaded and read, but no step changes them (a release shown). */
  constructor(options: { newKey?: () => string; readOnly?: boolean } = {}) {
    let next = 0;
    this.#newKey = options.newKey ?? (() => `new-${++next}`);
    this.#readOnly = options.readOnly ?? false;
  }

  get readOnly(): boolean {
    return this.#readOnly;
  }

  /**
   * Adds or refreshes base features (a new extent was loaded, or someone's save arrived live). A copy
   * older than the one held is left out (a page fetched before a save that arrived live). Under the
   * user's edit or deletion, a newer version is rebased on: the fields only others changed are
   * theirs, the user's changes stay, and the edit's base version moves on unless a field clashes
   * (then the next save's merge reports the clash). With `take`, the caller hands the features'
   * geometries and properties over: they are frozen in place instead of copied (a loaded page nobody
   * else holds).
   */
  load(features: StoredFeature[], { take = false }: { take?: boolean } = {}): ChangeSet {
    const shown: Shown = new Map();
    this.#loadBase(features, shown, take ? adopt : freeze);
    return this.#finish(this.#diff(shown));
  }

  /** Forgets everything: base, overrides, history (floor switch, after a successful save). */
  reset(): void {
    const removed = this.features().map((feature) => feature.key);
    this.#base.clear();
    this.#overrides.clear();
    this.#gone.clear();
    this.#counts.new = this.#counts.edited = this.#counts.deleted = 0;
    this.#undo = [];
    this.#redo = [];
    this.#finish({ added: [], changed: [], removed });
  }

  /** Drops every edit and the history, keeping the loaded features (the user discards changes). */
  discard(): ChangeSet {
    const shown: Shown = new Map();
    for (const key of [...this.#overrides.keys()]) this.#touch(shown, key, undefined);
    this.#undo = [];
    this.#redo = [];
    return this.#finish(this.#diff(shown));
  }

  get(key: string): SessionFeature | undefined {
    const override = this.#overrides.get(key);
    return override === undefined ? this.#base.get(key)?.feature : (override ?? undefined);
  }

  /** The merged view: loaded features in load order with edits applied and deletions left out, then new ones. */
  features(): SessionFeature[] {
    const view: SessionFeature[] = [];
    for (const [key, entry] of this.#base) {
      const override = this.#overrides.get(key);
      if (override === undefined) view.push(entry.feature);
      else if (override) view.push(override);
    }
    for (const [key, override] of this.#overrides) {
      if (override && !this.#base.has(key)) view.push(override);
    }
    return view;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  isNew(key: string): boolean {
    return this.#overrides.has(key) && !this.#base.has(key);
  }

  /** Unsaved changes by collection, and `inView`: the features of the merged view (not a change count). */
  get counts(): { new: number; edited: number; deleted: number; inView: number } {
    const { new: added, edited, deleted } = this.#counts;
    return { new: added, edited, deleted, inView: this.#base.size - deleted + added };
  }

  get dirty(): boolean {
    return this.#overrides.size > 0;
  }

  /** The stored features held, each with the version the user's state is based on. */
  storedVersions(): { id: number; version: number }[] {
    return [...this.#base.values()].map(({ id, version }) => ({ id, version }));
  }

  /** The three collections POST /api/geo/save takes. */
  collections(): Collections {
    const result: Collections = { new: [], edited: [], deleted: [] };
    for (const [key, override] of this.#overrides) {
      const base = this.#base.get(key);
      if (!base) {
        if (override) result.new.push(override);
      } else if (override) {
        const { geometry, properties } = override;
        result.edited.push({ id: base.id, version: base.version, geometry, properties });
      } else {
        result.deleted.push({ id: base.id, version: base.version });
      }
    }
    return result;
  }

  add(features: FeatureDraft[], label = "add"): { keys: string[]; change: ChangeSet } {
    return this.apply({ label, add: features });
  }

  /** `properties`, when given, replace the feature's properties as a whole. */
  update(
    changes: { key: string; geometry?: Geometry; properties?: FeatureProperties }[],
    label = "update",
  ): ChangeSet {
    return this.#step(label, (write) => {
      for (const { key, geometry, properties } of changes) {
        const current = this.#existing(key);
        write(
          key,
          freeze(key, {
            geometry: geometry ?? current.geometry,
            properties: properties ?? current.properties,
          }),
        );
      }
    });
  }

  remove(keys: string[], label = "remove"): ChangeSet {
    return this.apply({ label, remove: keys }).change;
  }

  /** Puts (replacements by key), then adds, then removals, as one undo step. */
  apply(step: { label: string; put?: SessionFeature[]; add?: FeatureDraft[]; remove?: string[] }): {
    keys: string[];
    change: ChangeSet;
  } {
    const keys: string[] = [];
    const change = this.#step(step.label, (write) => {
      for (const feature of step.put ?? []) {
        this.#existing(feature.key);
        write(feature.key, freeze(feature.key, feature));
      }
      for (const draft of step.add ?? []) {
        const key = this.#newKey();
        if (this.#base.has(key) || this.#overrides.has(key)) throw new Error(`new key ${key} is taken`);
        keys.push(key);
        write(key, freeze(key, draft));
      }
      for (const key of step.remove ?? []) {
        this.#existing(key);
        write(key, null);
      }
    });
    return { keys, change };
  }

  undo(): ChangeSet | null {
    return this.#travel(this.#undo, this.#redo, "before");
  }

  redo(): ChangeSet | null {
    return this.#travel(this.#redo, this.#undo, "after");
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  get undoLabel(): string | null {
    return this.#undo.at(-1)?.label ?? null;
  }

  get redoLabel(): string | null {
    return this.#redo.at(-1)?.label ?? null;
  }

  /**
   * Someone else deleted these stored features (a save arriving live). One the user did not touch,
   * or deleted too, leaves; one the user edited stays, for the next save's merge to offer (edited
   * against deleted). A copy of a version older than `deleted` no longer comes back by `load`.
   */
  removeStored(deleted: { id: number; version: number }[]): ChangeSet {
    const shown: Shown = new Map();
    for (const { id, version } of deleted) {
      const key = String(id);
      const held = this.#base.get(key);
      this.#gone.set(key, Math.max(version, this.#gone.get(key) ?? 0));
      if (!held || held.version > version || this.#overrides.get(key)) continue;
      this.#touch(shown, key, undefined);
      this.#base.delete(key);
      this.#forget(key);
    }
    return this.#finish(this.#diff(shown));
  }

  /**
   * Settles a clash of a merged save (docs/live-editing.md) as the user chose: the feature's base
   * becomes `current`, the draft now (null: they deleted it), and the user's state `chosen`: a
   * feature (an edit against `current`; with `current` null, the feature again as a new one), null
   * (deleted, naming current's version) or undefined (nothing: theirs). The feature leaves the undo
   * history, whose steps were against the version replaced.
   */
  settle(key: string, current: StoredFeature | null, chosen: FeatureDraft | null | undefined): ChangeSet {
    const shown: Shown = new Map();
    this.#touch(shown, key, undefined);
    this.#base.delete(key);
    if (current) this.#loadBase([current], shown);
    if (chosen !== undefined) this.#touch(shown, key, chosen && freeze(key, chosen));
    this.#forget(key);
    return this.#finish(this.#diff(shown));
  }

  /** The listener is called after every mutation with what changed in the merged view. */
  subscribe(listener: (change: ChangeSet) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #loadBase(features: StoredFeature[], shown: Shown, keep = freeze) {
    for (const { id, version, geometry, properties } of features) {
      const key = String(id);
      const held = this.#base.get(key);
      if ((held && held.version > version) || (this.#gone.get(key) ?? 0) >= version) continue;
      if (!shown.has(key)) shown.set(key, this.get(key));
      const previous = held?.feature;
      // An unchanged copy keeps its identity, so reloading an extent does not report it as changed.
      const unchanged = previous && sameFeature(previous, { geometry, properties });
      const feature = unchanged ? previous : keep(key, { geometry, properties });
      const override = this.#overrides.get(key);
      if (override !== undefined && previous && !unchanged) {
        this.#rebaseOnto(key, previous, feature);
        if (clashes(previous, override, feature)) continue;
      }
      this.#base.set(key, { id, version, feature });
      // The server may now hold what the user's edit holds: then it is no longer an edit.
      const current = this.#overrides.get(key);
      if (current !== undefined) this.#write(key, current);
    }
  }

  /** The user's state of `key`, now and in the history, moved onto theirs (see `rebased`). */
  #rebaseOnto(key: string, base: SessionFeature, theirs: SessionFeature) {
    const move = (override: Override | undefined) =>
      override === undefined ? undefined : rebased(key, base, override, theirs);
    for (const step of [...this.#undo, ...this.#redo]) {
      for (const change of step.changes) {
        if (change.key !== key) continue;
        change.before = move(change.before);
        change.after = move(change.after);
      }
    }
    const override = this.#overrides.get(key);
    if (override !== undefined) this.#write(key, move(override));
  }

  /** Drops `key` from the undo and redo history (its steps were against a base that is gone). */
  #forget(key: string) {
    const keep = (steps: Step[]) =>
      steps
        .map((step) => ({ ...step, changes: step.changes.filter((change) => change.key !== key) }))
        .filter((step) => step.changes.length > 0);
    this.#undo = keep(this.#undo);
    this.#redo = keep(this.#redo);
  }

  #existing(key: string): SessionFeature {
    const feature = this.get(key);
    if (!feature) throw new Error(`no feature ${key} in the session`);
    return feature;
  }

  #kind(key: string, override: Override | undefined): Kind | undefined {
    if (override === undefined) return undefined;
    if (!this.#base.has(key)) return "new";
    return override ? "edited" : "deleted";
  }

  /** Sets a key's override, dropping it when it equals the base (or removes a new feature). */
  #write(key: string, value: Override | undefined) {
    const base = this.#base.get(key)?.feature;
    const redundant = base ? value && sameFeature(value, base) : value === null;
    const next = redundant ? undefined : value;
    const current = this.#overrides.get(key);
    // Keeping the held copy when nothing differs leaves the step empty and the view untouched.
    if (current && next && sameFeature(current, next)) return;
    const before = this.#kind(key, current);
    if (before) this.#counts[before]--;
    if (next === undefined) this.#overrides.delete(key);
    else this.#overrides.set(key, next);
    const after = this.#kind(key, next);
    if (after) this.#counts[after]++;
  }

  #touch(shown: Shown, key: string, value: Override | undefined) {
    if (!shown.has(key)) shown.set(key, this.get(key));
    this.#write(key, value);
  }

  #step(label: string, body: (write: (key: string, value: Override) => void) => void): ChangeSet {
    if (this.#readOnly) return { added: [], changed: [], removed: [] };
    const before = new Map<string, Override | undefined>();
    const shown: Shown = new Map();
    try {
      body((key, value) => {
        if (!before.has(key)) before.set(key, this.#overrides.get(key));
        this.#touch(shown, key, value);
      });
    } catch (error) {
      // A step is all or nothing: an unknown key late in the list must not leave the first ones changed.
      for (const [key, previous] of before) this.#write(key, previous);
      throw error;
    }
    const changes: KeyChange[] = [];
    for (const [key, previous] of before) {
      const after = this.#overrides.get(key);
      if (after !== previous) changes.push({ key, before: previous, after });
    }
    // A step that changed nothing (e.g. a move by zero) would leave an undo that does nothing.
    if (changes.length === 0) return this.#diff(shown);
    this.#undo.push({ label, changes });
    this.#redo = [];
    return this.#finish(this.#diff(shown));
  }

  #travel(from: Step[], to: Step[], side: "before" | "after"): ChangeSet | null {
    const step = from.pop();
    if (!step) return null;
    const shown: Shown = new Map();
    for (const change of step.changes) this.#touch(shown, change.key, change[side]);
    to.push(step);
    return this.#finish(this.#diff(shown));
  }

  #diff(shown: Shown): ChangeSet {
    const change: ChangeSet = { added: [], changed: [], removed: [] };
    for (const [key, before] of shown) {
      const after = this.get(key);
      if (before === after) continue;
      if (!before) change.added.push(key);
      else if (!after) change.removed.push(key);
      else change.changed.push(key);
    }
    return change;
  }

  #finish(change: ChangeSet): ChangeSet {
    for (const listener of this.#listeners) listener(change);
    return change;
  }
}
