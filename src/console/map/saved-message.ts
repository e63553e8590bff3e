/**
 * "Data saved (2 deleted)": the map's save says what it did, a deletion as a deletion (spec §8's
 * "data saved", with counts in each language's plural forms), only the kinds that happened.
 */
export function savedMessage(
  t: (key: string, values?: Record<string, unknown>) => string,
  sent: { new: readonly unknown[]; edited: readonly unknown[]; deleted: readonly unknown[] },
): string {
  const parts = (["new", "edited", "deleted"] as const)
    .filter((kind) => sent[kind].length > 0)
    .map((kind) => t(`mapEditor.save.${kind}`, { count: sent[kind].length }));
  return parts.length
    ? t("mapEditor.save.savedCounts", { counts: parts.join(", ") })
    : t("mapEditor.save.saved");
}
