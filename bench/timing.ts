/** Medians and spreads of repeated measurements, in ms to a tenth, as the map benchmarks report them. */
export interface Timing {
  medianMs: number;
  p90Ms: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

export const round = (ms: number) => Math.round(ms * 10) / 10;

export function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    medianMs: round(at(0.5)),
    p90Ms: round(at(0.9)),
    minMs: round(sorted[0] ?? 0),
    maxMs: round(sorted.at(-1) ?? 0),
    runs: sorted.length,
  };
}
