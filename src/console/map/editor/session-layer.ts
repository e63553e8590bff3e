/**
 * The vector layer of the edit session's merged view, kept in step with it change set by change set:
 * an edit touches the OpenLayers features of the keys it changed and nothing else, so a floor of
 * 5,000 features is never rebuilt for one edit. The source holds only features of visible types, so
 * hidden ones can be neither drawn, nor selected, nor snapped to. An OpenLayers feature carries only
 * its key (as id) and geometry: its properties are read from the session's copy, never copied.
 */
import type Feature from "ol/Feature";
import type OlGeometry from "ol/geom/Geometry";
import VectorImageLayer from "ol/layer/VectorImage";
import VectorSource from "ol/source/Vector";
import { type FeatureMarks, featureStyle } from "../feature-styles.ts";
import type { EditSession } from "../session/edit-session.ts";
import { jsonEqual } from "../session/json-equal.ts";
import type { ChangeSet, SessionFeature } from "../session/types.ts";
import { toMapGeometry } from "./geometry-convert.ts";
import { mapFeature } from "./map-features.ts";

export type MapFeature = Feature<OlGeometry>;
export type MapFeatureLayer = VectorImageLayer<VectorSource<MapFeature>>;

const emptySource = () => new VectorSource<MapFeature>({ wrapX: false });

export interface SessionLayerOptions {
  /** the language room names are shown in */
  lang: () => "pl" | "en";
}

type MarkSet = "selected" | "invalid" | "new" | "edited";

const noMarks: FeatureMarks = { selected: false, invalid: false, state: null };

export class SessionLayer {
  #source = emptySource();
  readonly layer: MapFeatureLayer;
  readonly #features = new Map<string, MapFeature>();
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
  get source(): VectorSource<MapFeature> {
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
      const gone: MapFeature[] = [];
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
      const feature = this.#features.get(key);
      if (!next || !feature) continue;
      this.#update(feature, next);
    }
    const added: MapFeature[] = [];
    for (const key of change.added) {
      const next = session.get(key);
      if (!next) continue;
      const existing = this.#features.get(key);
      if (existing) {
        this.#update(existing, next);
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
    const add: MapFeature[] = [];
    const remove: MapFeature[] = [];
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

  /** The map feature of `key`, drawn or hidden. */
  feature(key: string): MapFeature | undefined {
    return this.#features.get(key);
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
    for (const key of previous) if (!next.has(key)) this.#features.get(key)?.changed();
    for (const key of next) if (!previous.has(key)) this.#features.get(key)?.changed();
  }

  /** Makes the layer's features show these geometries again (after a gesture that was not kept). */
  restore(keys: Iterable<string>): void {
    for (const key of keys) {
      const shown = this.#drawn.get(key);
      const feature = this.#features.get(key);
      if (shown && feature) feature.setGeometry(toMapGeometry(shown.geometry));
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

  #add(features: MapFeature[]) {
    if (features.length === 0) return;
    this.source.addFeatures(features);
    this.#shown += features.length;
  }

  #remove(features: MapFeature[]) {
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

  #create(next: SessionFeature): MapFeature {
    const feature = mapFeature(next.key, next.geometry);
    this.#drawn.set(next.key, next);
    return feature;
  }

  #update(feature: MapFeature, next: SessionFeature): void {
    const previous = this.#drawn.get(next.key);
    this.#drawn.set(next.key, next);
    const typeChanged = previous?.properties.type !== next.properties.type;
    // The style reads the properties from the session's copy: restyling is all a change of them needs.
    if (!previous || !jsonEqual(previous.properties, next.properties)) feature.changed();
    if (!previous || !jsonEqual(previous.geometry, next.geometry)) {
      feature.setGeometry(toMapGeometry(next.geometry));
    }
    if (typeChanged) {
      const visible = !this.#hidden.has(next.properties.type);
      const inSource = this.source.hasFeature(feature);
      if (visible && !inSource) this.#add([feature]);
      else if (!visible && inSource) this.#remove([feature]);
    }
  }
}
