/**
 * The selected features, by session key, in the order they were picked (a difference cuts the others
 * out of the first), mirrored into an OpenLayers collection for the interactions that move, rotate
 * or reshape the selection.
 */
import Collection from "ol/Collection";
import type { MapFeature } from "./session-layer.ts";

export interface SelectionOptions {
  /** the drawn feature of a key; a key without one cannot be selected */
  featureOf: (key: string) => MapFeature | undefined;
  /** after every change, with the selected keys */
  onChange: (keys: readonly string[]) => void;
}

export class Selection {
  readonly features = new Collection<MapFeature>();
  #keys: string[] = [];
  readonly #options: SelectionOptions;

  constructor(options: SelectionOptions) {
    this.#options = options;
  }

  get keys(): readonly string[] {
    return this.#keys;
  }

  get size(): number {
    return this.#keys.length;
  }

  has(key: string): boolean {
    return this.#keys.includes(key);
  }

  set(keys: Iterable<string>): void {
    const next: string[] = [];
    for (const key of keys) if (!next.includes(key) && this.#options.featureOf(key)) next.push(key);
    if (next.length === this.#keys.length && next.every((key, i) => key === this.#keys[i])) return;
    this.#keys = next;
    this.#sync();
  }

  /** Adds the keys not selected yet and drops those already selected (shift-click). */
  toggle(keys: Iterable<string>): void {
    const toggled = new Set(keys);
    this.set([
      ...this.#keys.filter((key) => !toggled.has(key)),
      ...[...toggled].filter((key) => !this.#keys.includes(key)),
    ]);
  }

  add(keys: Iterable<string>): void {
    this.set([...this.#keys, ...keys]);
  }

  clear(): void {
    this.set([]);
  }

  /** Drops the keys that no longer pass (deleted, or of a type just hidden). */
  retain(keep: (key: string) => boolean): void {
    if (this.#keys.every(keep)) return;
    this.set(this.#keys.filter(keep));
  }

  #sync() {
    const features = this.#keys.map((key) => this.#options.featureOf(key)).filter((f) => f !== undefined);
    this.features.clear();
    this.features.extend(features);
    this.#options.onChange(this.#keys);
  }
}
