/**
 * Keys for new features (the `key` property, unique on a floor): `<type>-<floor>-<n>`, n one more
 * than the highest already used with that prefix, so drawing, pasting and duplicating never repeat one.
 */
import type { FeatureDraft, SessionFeature } from "../session/types.ts";

export class KeyMaker {
  readonly floor: string;
  readonly #highest = new Map<string, number>();

  constructor(floor: string, features: readonly SessionFeature[]) {
    this.floor = floor;
    for (const feature of features) {
      const key = feature.properties.key;
      if (typeof key !== "string") continue;
      const dash = key.lastIndexOf("-");
      const n = Number(key.slice(dash + 1));
      if (dash < 0 || !Number.isInteger(n)) continue;
      const prefix = key.slice(0, dash);
      this.#highest.set(prefix, Math.max(n, this.#highest.get(prefix) ?? 0));
    }
  }

  next(type: string): string {
    const prefix = `${type}-${this.floor}`;
    const n = (this.#highest.get(prefix) ?? 0) + 1;
    this.#highest.set(prefix, n);
    return `${prefix}-${n}`;
  }

  /** The drafts with fresh keys (pasted or duplicated copies must not repeat their originals' keys). */
  rekey(drafts: FeatureDraft[]): FeatureDraft[] {
    return drafts.map(({ geometry, properties }) => ({
      geometry,
      properties: { ...properties, key: this.next(properties.type) },
    }));
  }
}
