/**
 * npm run bench (last step): one report of every benchmark's figures, bench/results/README.md, from
 * the `summary` rows each benchmark writes into its JSON: figure, target, floor and ratio where there
 * is one, the machine's load and the command that produced it. A benchmark not run yet is left out.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SummaryRow } from "./summary-row.ts";

interface Results {
  benchmark: string;
  command: string;
  date: string;
  loadAverage1m?: number | { start: number; end: number };
  summary?: SummaryRow[];
}

const dir = join(import.meta.dirname, "results");
const results = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as Results)
  .filter((result) => Array.isArray(result.summary))
  .sort((a, b) => a.benchmark.localeCompare(b.benchmark));

const load = (value: Results["loadAverage1m"]) =>
  value === undefined ? "–" : typeof value === "number" ? `${value}` : `${value.start} → ${value.end}`;
const verdict = (within: boolean | null) => (within === null ? "–" : within ? "yes" : "**no**");

const sections = results.map((result) => {
  const rows = (result.summary ?? []).map(
    (r) =>
      `| ${r.figure} | ${r.value} | ${r.target} | ${verdict(r.within)} | ${r.floor ? `${r.floor.name}: × ${r.floor.ratio}` : "–"} |`,
  );
  return [
    `## ${result.benchmark}`,
    "",
    `\`${result.command}\`, ${result.date.slice(0, 16).replace("T", " ")} UTC, 1-minute load average ${load(result.loadAverage1m)}; details in [${result.benchmark}.md](${result.benchmark}.md).`,
    "",
    "| figure | value | target | within target | floor in the same run |",
    "| --- | ---: | --- | --- | --- |",
    ...rows,
  ].join("\n");
});
const missed = results.flatMap((result) => (result.summary ?? []).filter((r) => r.within === false));

const report = [
  "# Benchmarks",
  "",
  "Written by `npm run bench` (bench/summary.ts, its last step) from the figures of each benchmark in this folder.",
  "Times depend on the machine and its load (given per benchmark); sizes do not.",
  `Figures outside their target: ${missed.length}${missed.length ? ` (${missed.map((r) => r.figure).join("; ")})` : ""}.`,
  "",
  ...sections.flatMap((section) => [section, ""]),
].join("\n");
writeFileSync(join(dir, "README.md"), report);
console.log(report);
