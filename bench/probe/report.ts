/** The probe's findings: one row per probe and database, written as Markdown tables and JSON. */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import type { DatabaseKind } from "./server.ts";

export interface Row {
  /** the name PROBE_ONLY selects the probe by */
  probe: string;
  /** what was sent, in a sentence */
  sent: string;
  /** what must hold */
  expected: string;
  figure: string;
  /** null: not run on this database */
  held: boolean | null;
  /** requests whose answers broke the rule, as sent, for the report */
  defects: string[];
  /** answers worth a look that break no rule */
  notes?: string[];
}

/** The row of a probe whose API process died under the requests `sent`, with what it said last. */
export function exitedRow(probe: string, sent: string, output: string): Row {
  return {
    probe,
    sent,
    expected: "the API process keeps running",
    figure: "the API process exited",
    held: false,
    defects: [output.slice(-2000)],
  };
}

export interface DatabaseRun {
  database: DatabaseKind;
  rows: Row[];
}

const command = (probe: string, database: DatabaseKind) =>
  `\`${database === "postgres" ? "PROBE_DATABASE_URL=… " : ""}PROBE_ONLY=${probe} npm run probe\``;

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

function table({ database, rows }: DatabaseRun): string {
  const verdict = (held: boolean | null) => (held === null ? "—" : held ? "yes" : "**no**");
  const listed = (lines: (row: Row) => string[] | undefined) =>
    rows.flatMap((row) =>
      (lines(row) ?? []).map((line) => `- ${row.probe}: \`${line.replaceAll(/[\n`]/g, " ")}\``),
    );
  const defects = listed((row) => row.defects);
  const notes = listed((row) => row.notes);
  return [
    `## ${database}`,
    "",
    "| probe | sent | must hold | figure | held | command |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.probe} | ${cell(row.sent)} | ${cell(row.expected)} | ${cell(row.figure)} | ${verdict(row.held)} | ${command(row.probe, database)} |`,
    ),
    ...(defects.length ? ["", "Answers that broke a rule:", "", ...defects] : []),
    ...(notes.length ? ["", "Refusals outside the envelope (no rule broken; examples):", "", ...notes] : []),
  ].join("\n");
}

/**
 * The figures in Markdown; written to bench/results/probe.md and probe.json too when `write` (a run
 * of some probes only leaves the whole run's figures there).
 */
export function probeResults(runs: DatabaseRun[], started: number, write: boolean): string {
  const date = new Date().toISOString();
  const intro = [
    `Written by \`npm run probe\` (bench/probe.ts) on ${date.slice(0, 10)} in ${Math.round((Date.now() - started) / 1000)} s: real API processes (\`node src/server/main.ts\`) attacked over HTTP on loopback.`,
    `Node ${process.version}, ${cpus().length} CPUs, 1-minute load average ${(loadavg()[0] ?? 0).toFixed(2)} at the end.`,
  ].join(" ");
  const markdown = `${intro}\n\n${runs.map(table).join("\n\n")}\n`;
  if (!write) return markdown;
  const dir = join(import.meta.dirname, "..", "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "probe.md"), `# Security probe (${date.slice(0, 10)})\n\n${markdown}`);
  writeFileSync(
    join(dir, "probe.json"),
    `${JSON.stringify({ probe: "security", command: "npm run probe", date, node: process.version, databases: runs }, null, 2)}\n`,
  );
  return markdown;
}
