/**
 * The vector layer of the edit session's merged view, kept in step with it change set by change set:
 * an edit touches the OpenLayers features of the keys it changed and nothing else, so a floor of
 * 5,000 features is never rebuilt for one edit. The source holds only features of visible types, so
 * hidden ones can be neither drawn, nor selected, nor snapped to. An OpenLayers feature carries only
 * its key (as id) and geometry: its properties are read from the session's copy, never copied.
 *
 * A feature is shown as a drawn (render) feature until something about it changes — it is selected,
 * marked, edited — and from then on as an editable Feature (map-features.ts): loading a floor builds
 * only the light form, and the interactions get Features for the few they work on.
 */
import type { Extent } from "ol/extent";
import Feature from "ol/Feature";
import VectorImageLayer from "ol/layer/VectorImage";
import VectorSource from "ol/source/Vector";
import { jsonEqual } from "../../../shared/json-equal.ts";
import { type FeatureMarks, featureStyle } from "../feature-styles.ts";
import type { EditSession } from "../session/edit-session.ts";
import type { ChangeSet, SessionFeature } from "../session/types.ts";
import { toMapGeometry } from "./geometry-convert.ts";
import { type DrawnFeature, drawnFeature, editableFeature, type MapFeature } from "./map-features.ts";

export type { DrawnFeature, MapFeature };
export type MapFeatureLayer = VectorImageLayer<VectorSource<DrawnFeature>>;

const emptySource = () => new VectorSource<DrawnFeature>({ wrapX: false });

export interface SessionLayerOptions {
  /** the language room names are shown in */
  lang: () => "pl" | "en";
}

type MarkSet = "selected" | "invalid" | "new" | "edited";

const noMarks: FeatureMarks = { selected: false, invalid: false, state: null };

export class SessionLayer {
  #source = emptySource();
  readonly layer: MapFeatureLayer;
  readonly #features = new Map<string, DrawnFeature>();
  readonly #drawn = new Map<string, SessionFeature>();
  readonly #marks: Record<MarkSet, Set<string>> = {
    selected: new Set(),
    invalid: new Set(),
    new: new Set(),
    edited: new Set(),
  };
  #hidden: ReadonlySet<string> = new Set();
  #shown = 0;

  constructor({ lang }: SessionLayerOptions) {
    this.layer = new VectorImageLayer({
      source: this.#source,
      // Drawn into one image, which panning and zooming only move and scale until the view settles:
      // replaying 5,000 polygons on every frame kept panning under 30 fps in software rendering. The
      // image reaches a tenth of the view beyond each edge, about what a vector layer's render buffer
      // drew, so a small pan shows no empty margin before the view settles.
      imageRatio: 1.2,
      style: featureStyle({
        properties: (feature) => this.#drawn.get(String(feature.getId()))?.properties,
        marks: (feature) => this.#marksOf(String(feature.getId())),
        lang,
      }),
    });
    // Styles order the types by zIndex; sorting every feature by creation on each render buys nothing.
    this.layer.setRenderOrder(null);
  }

  /** The drawn features; a new source after every `reset` (the layer's `change:source` tells). */
  get source(): VectorSource<DrawnFeature> {
    return this.#source;
  }

  /** Shows the session's view from scratch (a new floor or session). */
  reset(session: EditSession): void {
    this.#clear();
    for (const marks of Object.values(this.#marks)) marks.clear();
    this.apply(session, { added: session.features().map((f) => f.key), changed: [], removed: [] });
  }

  apply(session: EditSession, change: ChangeSet): void {
    if (change.removed.length > 0 && change.removed.length === this.#features.size) {
      // A reset removes everything: clearing the index beats removing features one by one.
      this.#clear();
    } else {
      const gone: DrawnFeature[] = [];
      for (const key of change.removed) {
        const feature = this.#features.get(key);
        if (!feature) continue;
        this.#features.delete(key);
        this.#drawn.delete(key);
        if (this.source.hasFeature(feature)) gone.push(feature);
      }
      this.#remove(gone);
    }
    for (const key of change.changed) {
      const next = session.get(key);
      if (next && this.#features.has(key)) this.#update(next);
    }
    const added: DrawnFeature[] = [];
    for (const key of change.added) {
      const next = session.get(key);
      if (!next) continue;
      if (this.#features.has(key)) {
        this.#update(next);
        continue;
      }
      const feature = this.#create(next);
      this.#features.set(key, feature);
      if (!this.#hidden.has(next.properties.type)) added.push(feature);
    }
    this.#add(added);
  }

  /** Types not drawn: their features leave the source (and so selection and snapping). */
  setHidden(hidden: ReadonlySet<string>): void {
    this.#hidden = hidden;
    const add: DrawnFeature[] = [];
    const remove: DrawnFeature[] = [];
    for (const feature of this.#features.values()) {
      const visible = !hidden.has(this.#drawn.get(String(feature.getId()))?.properties.type ?? "");
      const inSource = this.source.hasFeature(feature);
      if (visible && !inSource) add.push(feature);
      else if (!visible && inSource) remove.push(feature);
    }
    this.#remove(remove);
    this.#add(add);
  }

  /** How many features are drawn (of visible types). */
  get shownCount(): number {
    return this.#shown;
  }

  isHidden(type: string): boolean {
    return this.#hidden.has(type);
  }

  /** The editable feature of `key`, drawn or hidden, for the interactions to change. */
  feature(key: string): MapFeature | undefined {
    return this.#editable(key);
  }

  /** The extent of `key`'s feature in map units, drawn or hidden. */
  extentOf(key: string): Extent | undefined {
    return this.#features.get(key)?.getGeometry()?.getExtent();
  }

  /** Whether `key` is drawn (its type is visible). */
  visible(key: string): boolean {
    const feature = this.#features.get(key);
    return feature !== undefined && this.source.hasFeature(feature);
  }

  /** Replaces the keys carrying a mark, restyling only the features whose mark changed. */
  mark(set: MarkSet, keys: Iterable<string>): void {
    const next = new Set(keys);
    const previous = this.#marks[set];
    this.#marks[set] = next;
    for (const key of previous) if (!next.has(key)) this.#restyle(key);
    for (const key of next) if (!previous.has(key)) this.#restyle(key);
  }

  /** Makes the layer's features show these geometries again (after a gesture that was not kept). */
  restore(keys: Iterable<string>): void {
    for (const key of keys) {
      const shown = this.#drawn.get(key);
      const feature = this.#features.get(key);
      // Only an editable feature can have been changed by a gesture.
      if (shown && feature instanceof Feature) feature.setGeometry(toMapGeometry(shown.geometry));
    }
  }

  #clear() {
    // A new source rather than emptying the old one, which unlistens every feature and deletes its
    // index entries one by one: about 20 ms of every floor switch, where the old source is just dropped.
    this.#source = emptySource();
    this.layer.setSource(this.#source);
    this.#features.clear();
    this.#drawn.clear();
    this.#shown = 0;
  }

  #add(features: DrawnFeature[]) {
    if (features.length === 0) return;
    this.source.addFeatures(features);
    this.#shown += features.length;
  }

  #remove(features: DrawnFeature[]) {
    if (features.length === 0) return;
    this.source.removeFeatures(features);
    this.#shown -= features.length;
  }

  #marksOf(key: string): FeatureMarks {
    const { selected, invalid } = this.#marks;
    const state = this.#marks.new.has(key) ? "new" : this.#marks.edited.has(key) ? "edited" : null;
    if (!state && !selected.has(key) && !invalid.has(key)) return noMarks;
    return { selected: selected.has(key), invalid: invalid.has(key), state };
  }

  #create(next: SessionFeature): DrawnFeature {
    const marks = this.#marksOf(next.key);
    const feature =
      marks === noMarks ? drawnFeature(next.key, next.geometry) : editableFeature(next.key, next.geometry);
    this.#drawn.set(next.key, next);
    return feature;
  }

  /**
   * The editable feature of `key`, taking the place of its drawn one (in the source too, where it
   * is shown): from now on the interactions may change it, and changes to it restyle only it.
   */
  #editable(key: string): MapFeature | undefined {
    const current = this.#features.get(key);
    if (!current || current instanceof Feature) return current;
    const shown = this.#drawn.get(key);
    if (!shown) return undefined;
    const feature = editableFeature(key, shown.geometry);
    this.#features.set(key, feature);
    if (this.source.hasFeature(current)) {
      this.source.removeFeature(current);
      this.source.addFeature(feature);
    }
    return feature;
  }

  /** Draws `key`'s feature again with the style it has now (a Feature from then on). */
  #restyle(key: string): void {
    this.#editable(key)?.changed();
  }

  #update(next: SessionFeature): void {
    const previous = this.#drawn.get(next.key);
    const restyle = !previous || !jsonEqual(previous.properties, next.properties);
    const reshape = !previous || !jsonEqual(previous.geometry, next.geometry);
    const current = this.#features.get(next.key);
    this.#drawn.set(next.key, next);
    if (!current || (!restyle && !reshape)) return;
    // The style reads the properties from the session's copy: restyling is all a change of them needs.
    if (!(current instanceof Feature)) this.#editable(next.key);
    else {
      if (restyle) current.changed();
      if (reshape) current.setGeometry(toMapGeometry(next.geometry));
    }
    if (previous?.properties.type !== next.properties.type) {
      const feature = this.#features.get(next.key);
      if (!feature) return;
      const visible = !this.#hidden.has(next.properties.type);
      const inSource = this.source.hasFeature(feature);
      if (visible && !inSource) this.#add([feature]);
      else if (!visible && inSource) this.#remove([feature]);
    }
  }
}
