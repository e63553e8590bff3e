/**
 * One figure of a benchmark as the one report (bench/summary.ts) shows it: each benchmark's JSON
 * carries its figures this way, beside its own detail, with its command, date and load.
 */
export interface SummaryRow {
  /** what was measured, with its database where it has one */
  figure: string;
  /** the figure as written, e.g. "131.4 ms" or "144.1 KiB" */
  value: string;
  /** the target, e.g. "≤ 150 ms"; "–" when it has none */
  target: string;
  /** null: no target */
  within: boolean | null;
  /** what it is compared with in the same run, and the ratio, where it has a floor */
  floor?: { name: string; ratio: number };
}

export const row = (
  figure: string,
  value: string,
  target: string,
  within: boolean | null,
  floor?: SummaryRow["floor"],
): SummaryRow => ({ figure, value, target, within, ...(floor && { floor }) });
