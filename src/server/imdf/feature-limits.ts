/**
 * What one IMDF feature of an archive may hold, checked on the feature as parsed and before anything
 * maps, copies or stores it (an imported feature keeps the archive's properties in its source):
 * - no text longer than maxTextLength characters (3116): real names, hours and websites are short,
 *   and one 100 MB string would otherwise be stored and sent back with every export;
 * - no nesting deeper than maxNesting arrays and objects (3117): a MultiPolygon's positions sit 6 deep
 *   in the feature, a label 3; JSON.stringify, structured cloning and PostgreSQL all give up on
 *   nesting some thousands deep;
 * - no text (key or value) holding a NUL or a lone UTF-16 surrogate (3118), which PostgreSQL cannot store.
 * The walk keeps its own stack rather than recursing, so that no depth can overflow it.
 */

export const maxTextLength = 10_000;
export const maxNesting = 16;

export interface ContentProblem {
  code: 3116 | 3117 | 3118;
  /** where: the path of keys to the text or the nesting, e.g. properties.name.en */
  detail: string;
}

const storable = (text: string) => !text.includes("\u0000") && text.isWellFormed();

/** A key as the report can show it: short, and its unstorable characters replaced. */
const shown = (key: string) => key.slice(0, 40).toWellFormed().replaceAll("\u0000", "\uFFFD");

/** The first problem of the feature in walk order, or null when it may be read. */
export function contentProblem(feature: unknown): ContentProblem | null {
  const pending: [value: unknown, depth: number, path: string][] = [[feature, 0, ""]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth, path] = next;
    if (typeof value === "string") {
      if (value.length > maxTextLength) return { code: 3116, detail: path };
      if (!storable(value)) return { code: 3118, detail: path };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= maxNesting) return { code: 3117, detail: path };
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${shown(key)}` : shown(key);
      if (!storable(key)) return { code: 3118, detail: at };
      if (key.length > maxTextLength) return { code: 3116, detail: at };
      pending.push([item, depth + 1, at]);
    }
  }
  return null;
}
