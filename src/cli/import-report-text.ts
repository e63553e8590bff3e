/** An IMDF import's report as the command line prints it: the totals, counts by type and floor, every skip. */

import type { ImportReport } from "../server/imdf/imdf-import.ts";
import { floorNumber } from "../shared/floor.ts";

export function importReportText(report: ImportReport): string {
  const { created, updated, unchanged, deleted } = report;
  const lines = [
    `Imported: ${created} created, ${updated} updated, ${unchanged} unchanged, ${deleted} deleted.`,
  ];
  const floors = [...new Set(Object.values(report.counts).flatMap((byFloor) => Object.keys(byFloor)))].sort(
    (a, b) => floorNumber(a) - floorNumber(b),
  );
  const width = Math.max(4, ...Object.keys(report.counts).map((type) => type.length));
  lines.push("", `${"type".padEnd(width)}  ${floors.map((f) => f.padStart(5)).join(" ")}`);
  for (const [type, byFloor] of Object.entries(report.counts)) {
    lines.push(`${type.padEnd(width)}  ${floors.map((f) => String(byFloor[f] ?? "").padStart(5)).join(" ")}`);
  }
  lines.push("", `Left out: ${report.skipped.length}`);
  for (const s of report.skipped) {
    lines.push(`  ${s.feature_type} ${s.id}: ${s.reason} (${s.code})${s.detail ? ` [${s.detail}]` : ""}`);
  }
  if (report.ignoredFiles.length) lines.push("", `Files ignored: ${report.ignoredFiles.join(", ")}`);
  return lines.join("\n");
}
