/**
 * Where the map editor shows a release (docs/publishing.md): `/cms/map/<floor>?release=<n>` shows
 * floor `floor` as release n has it, read-only; without `release`, the draft. The address holds it so
 * that a view of a release can be reloaded and shared.
 */

const releaseParam = "release";

/**
 * The release an address's query shows: null for the draft, undefined when `release` is there but
 * names no release (not a whole number from 1).
 */
export function releaseOf(search: string | URLSearchParams): number | null | undefined {
  const raw = new URLSearchParams(search).get(releaseParam);
  if (raw === null) return null;
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : undefined;
}

/** The editor's address of `floor`, as release `release` has it, or of the draft (null). */
export function mapPath(floor: string, release: number | null): string {
  return release === null ? `/cms/map/${floor}` : `/cms/map/${floor}?${releaseParam}=${release}`;
}
