/** The results of one benchmark: a JSON file for machines and a Markdown table for the README. */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import type { Figures, Settings } from "./measure.ts";

export interface Ratio {
  target: string;
  /** how many times the bare route's p50 / p99 latency the target's is */
  p50: number;
  p99: number;
  /** how many times the target's requests/s the bare route serves */
  throughput: number;
}

export function ratios(figures: Figures[]): Ratio[] {
  const bare = figures.find((f) => f.target === "bare");
  if (!bare) return [];
  const round = (value: number) => Math.round(value * 10) / 10;
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
    const times = (value: number | undefined) => (value === undefined ? "1" : `${value}`);
    return `| ${f.target} | \`GET ${f.path}\` | ${f.database ?? "none"} | ${f.p50Ms} | ${f.p99Ms} | ${f.meanMs} | ${Math.round(f.requestsPerSecond)} | ${f.errors} / ${f.non2xx} | ${times(r?.p50)} | ${times(r?.p99)} | ${times(r?.throughput)} |`;
  });
  return [
    `${settings.connections} connections on loopback, ${settings.seconds} s per target after ${settings.warmupSeconds} s of warm-up, Node ${process.version}, ${cpus().length} CPUs, 1-minute load average ${loadAverage} at the end.`,
    "",
    "| target | request | database | p50 ms | p99 ms | mean ms | req/s | errors / non-2xx | p50 × bare | p99 × bare | bare req/s ÷ req/s |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

export function writeResults(dir: string, name: string, figures: Figures[], settings: Settings): string {
  mkdirSync(dir, { recursive: true });
  const json = {
    benchmark: name,
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
