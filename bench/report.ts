/**
 * The results of one benchmark: a JSON file for machines and a Markdown table the docs link to
 * (docs/benchmarks.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import type { Figures, Settings } from "./measure.ts";
import { row } from "./summary-row.ts";

export interface Ratio {
  target: string;
  /** how many times the bare route's p50 / p99 latency the target's is (null: the bare one's is 0 ms) */
  p50: number | null;
  p99: number | null;
  /** how many times the target's requests/s the bare route serves */
  throughput: number | null;
}

export interface FloorRatio {
  target: string;
  floor: string;
  /** the target's requests/s ÷ its floor's: 1 would be the floor itself */
  throughput: number;
}

/** target of the issue: the API serves at least this share of its floor's requests/s */
export const floorShareTarget = 0.7;

/** Each API list beside the floor on its database (`list-pglite` and `floor-pglite`). */
export function floorRatios(figures: Figures[]): FloorRatio[] {
  return figures.flatMap((f) => {
    const floor = figures.find((other) => other.target === f.target.replace(/^list-/, "floor-"));
    if (!f.target.startsWith("list-") || !floor) return [];
    return [
      {
        target: f.target,
        floor: floor.target,
        throughput: Math.round((f.requestsPerSecond / floor.requestsPerSecond) * 100) / 100,
      },
    ];
  });
}

export function ratios(figures: Figures[]): Ratio[] {
  const bare = figures.find((f) => f.target === "bare");
  if (!bare) return [];
  // A bare route may answer within the latency's 1 ms resolution: no multiple of 0 ms.
  const round = (value: number) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : null);
  return figures
    .filter((f) => f !== bare)
    .map((f) => ({
      target: f.target,
      p50: round(f.p50Ms / bare.p50Ms),
      p99: round(f.p99Ms / bare.p99Ms),
      throughput: round(bare.requestsPerSecond / f.requestsPerSecond),
    }));
}

export function markdownTable(figures: Figures[], settings: Settings, loadAverage: number): string {
  const byTarget = new Map(ratios(figures).map((r) => [r.target, r]));
  const rows = figures.map((f) => {
    const r = byTarget.get(f.target);
    const times = (value: number | null | undefined) =>
      value === undefined ? "1" : value === null ? "–" : `${value}`;
    return `| ${f.target} | \`GET ${f.path}\` | ${f.database ?? "none"} | ${f.p50Ms} | ${f.p99Ms} | ${f.meanMs} | ${Math.round(f.requestsPerSecond)} | ${f.errors} / ${f.non2xx} | ${times(r?.p50)} | ${times(r?.p99)} | ${times(r?.throughput)} |`;
  });
  const floors = floorRatios(figures).map(
    (r) =>
      `| ${r.target} | ${r.floor} | ${r.throughput} | ≥ ${floorShareTarget} | ${r.throughput >= floorShareTarget ? "yes" : "**no**"} |`,
  );
  return [
    `${settings.connections} connections on loopback, ${settings.seconds} s per target after ${settings.warmupSeconds} s of warm-up${settings.rounds ? `; each database's API and floor in ${settings.rounds} rounds of alternating order, each shown by its run with the median req/s` : ""}, Node ${process.version}, ${cpus().length} CPUs, 1-minute load average ${loadAverage} at the end.`,
    "",
    "| target | request | database | p50 ms | p99 ms | mean ms | req/s | errors / non-2xx | p50 × bare | p99 × bare | bare req/s ÷ req/s |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    "The API beside its floor (Fastify running the list's queries, page and total, on the same database, no sign-in):",
    "",
    "| target | floor | req/s ÷ floor req/s | target | within target |",
    "| --- | --- | ---: | --- | --- |",
    ...floors,
  ].join("\n");
}

export function writeResults(dir: string, name: string, figures: Figures[], settings: Settings): string {
  mkdirSync(dir, { recursive: true });
  const json = {
    benchmark: name,
    command: "npx node bench/list-latency.ts",
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    // other work on the machine skews the figures: the 1-minute load average at the end tells how much
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    latencyResolutionMs: 1,
    databases: [...new Set(figures.flatMap((f) => (f.database ? [f.database] : [])))],
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    durationSeconds: settings.seconds,
    targets: figures,
    ratiosToBare: ratios(figures),
    ratiosToFloor: floorRatios(figures),
    summary: figures.flatMap((f) => {
      const floor = floorRatios(figures).find((r) => r.target === f.target);
      if (!floor) return [];
      return [
        row(
          `${f.database}: GET ${f.path}, ${settings.connections} connections, requests/s`,
          `${Math.round(f.requestsPerSecond)} /s (p50 ${f.p50Ms} ms)`,
          `≥ ${floorShareTarget} × floor`,
          floor.throughput >= floorShareTarget,
          { name: floor.floor, ratio: floor.throughput },
        ),
      ];
    }),
  };
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const table = markdownTable(figures, settings, json.loadAverage1m);
  const date = json.date.slice(0, 10);
  writeFileSync(
    join(dir, `${name}.md`),
    `# List latency (${date})\n\nWritten by \`npm run bench\` (bench/list-latency.ts); figures in ${name}.json.\n\n${table}\n`,
  );
  return table;
}
