/**
 * The initials an editor is shown by while accounts have no picture (docs/live-editing.md): the first
 * letters of the first and the last word of the name, in capitals ("Anna Maria Nowak" → "AN").
 */
export function initials(name: string, lang = "pl"): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words.at(-1) : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? "";
  return (letter(first) + (last ? letter(last) : "")).toLocaleUpperCase(lang);
}
