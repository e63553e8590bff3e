/**
 * The address of a floor's GeoJSON download (GET /api/geo/download) for what the type filter shows:
 * no `types` when every type is shown, so that the file also holds types the filter does not list
 * yet; the shown types otherwise; null when none is shown (nothing to download).
 */
export function floorDownloadUrl(
  origin: string,
  floor: string,
  types: readonly { id: string }[],
  hidden: ReadonlySet<string>,
): string | null {
  const shown = types.filter((type) => !hidden.has(type.id)).map((type) => type.id);
  if (types.length > 0 && shown.length === 0) return null;
  const query = new URLSearchParams({ profile: floor });
  if (shown.length < types.length) query.set("types", shown.join(","));
  return `${origin}/api/geo/download?${query.toString()}`;
}

/** The file name the server gives in Content-Disposition, else `fallback`. */
export const downloadFileName = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? fallback;
