/**
 * npm run bench (IMDF part): the PolyMap campus (samples/imdf/polymap) imported into an empty
 * map, imported again over itself (every feature found by its IMDF id), and the map exported as a
 * zip, as the API does them: from the zip's bytes to the committed transaction, and from the query to
 * the zip's bytes. An embedded database on disk (PGlite) always; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Medians of several runs against the targets.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { openMigrated } from "../src/server/bootstrap.ts";
import { readConfig } from "../src/server/config.ts";
import { exportImdf } from "../src/server/imdf/imdf-export.ts";
import { importImdf, planArchiveOffThread } from "../src/server/imdf/imdf-import.ts";
import { zipFiles } from "../src/server/imdf/zip-archive.ts";
import { WorkerPool } from "../src/server/workers/worker-pool.ts";
import { polymapDir } from "../tests/support/polymap-routing.ts";
import { row } from "./summary-row.ts";
import { freshSchema } from "./targets.ts";
import { round, type Timing, timing } from "./timing.ts";

const runs = { warmup: 1, measured: 7 };
const targetsMs = { import: 5000, export: 3000 };

const zip = zipFiles(
  new Map(readdirSync(polymapDir).map((name) => [name, readFileSync(join(polymapDir, name))])),
);

interface DatabaseFigures {
  database: string;
  features: number;
  first: Timing;
  again: Timing;
  export: Timing;
  exportBytes: number;
}

async function measureDatabase(databaseUrl: string | undefined): Promise<DatabaseFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-imdf-"));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : null;
  const config = readConfig({
    DATA_DIR: dataDir,
    ...(schema && { DATABASE_URL: schema.url }),
  } as NodeJS.ProcessEnv);
  const db = await openMigrated(config);
  // the archive is read in a worker thread, as the server does it
  const workers = new WorkerPool(1);
  const importOnce = async () => {
    const start = performance.now();
    const plan = await planArchiveOffThread(workers, { zip });
    const report = await importImdf(db, plan, { replace: false, by: null, lang: "en" });
    return { ms: performance.now() - start, report };
  };
  try {
    const first: number[] = [];
    const again: number[] = [];
    const exported: number[] = [];
    let features = 0;
    let exportBytes = 0;
    for (let run = 0; run < runs.warmup + runs.measured; run++) {
      await db.query("DELETE FROM map_feature");
      const fresh = await importOnce();
      if (fresh.report.created < 5000) throw new Error(`only ${fresh.report.created} features imported`);
      const over = await importOnce();
      if (over.report.created !== 0) throw new Error("the second import duplicated features");
      const start = performance.now();
      const bytes = zipFiles((await exportImdf(db)).files).length;
      const exportMs = performance.now() - start;
      if (run < runs.warmup) continue;
      first.push(fresh.ms);
      again.push(over.ms);
      exported.push(exportMs);
      features = fresh.report.created;
      exportBytes = bytes;
    }
    return {
      database: db.kind,
      features,
      first: timing(first),
      again: timing(again),
      export: timing(exported),
      exportBytes,
    };
  } finally {
    await workers.close();
    await db.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const loadAtStart = loadavg()[0] ?? 0;
const figures: DatabaseFigures[] = [];
for (const url of [undefined, ...(postgresUrl ? [postgresUrl] : [])]) {
  console.log(`measuring the IMDF import and export on ${url ? "postgres" : "pglite"}`);
  figures.push(await measureDatabase(url));
}

const results = {
  benchmark: "imdf",
  command: "npx node bench/imdf.ts",
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  // other work on the machine skews the figures: the 1-minute load average tells how much
  loadAverage1m: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
  archive: { name: "PolyMap", zipBytes: zip.length },
  targetsMs,
  databases: figures,
  summary: figures.flatMap((f) => [
    row(
      `${f.database}: PolyMap import into an empty map (${f.features} features), median`,
      `${f.first.medianMs} ms`,
      `≤ ${targetsMs.import} ms`,
      f.first.medianMs <= targetsMs.import,
    ),
    row(
      `${f.database}: the same import again (updates by IMDF id), median`,
      `${f.again.medianMs} ms`,
      `≤ ${targetsMs.import} ms`,
      f.again.medianMs <= targetsMs.import,
    ),
    row(
      `${f.database}: export of the map as an IMDF zip, median`,
      `${f.export.medianMs} ms`,
      `≤ ${targetsMs.export} ms`,
      f.export.medianMs <= targetsMs.export,
    ),
  ]),
};

const within = (t: Timing, target: number) => (t.medianMs <= target ? "yes" : "**no**");
const rows = figures.flatMap((f) => [
  `| ${f.database} | import into an empty map (${f.features} features) | ${f.first.medianMs} | ${f.first.p90Ms} | ${f.first.runs} | ≤ ${targetsMs.import} | ${within(f.first, targetsMs.import)} |`,
  `| ${f.database} | the same import again (all found by IMDF id) | ${f.again.medianMs} | ${f.again.p90Ms} | ${f.again.runs} | ≤ ${targetsMs.import} | ${within(f.again, targetsMs.import)} |`,
  `| ${f.database} | export of the map as a zip (${Math.round(f.exportBytes / 1024)} kB) | ${f.export.medianMs} | ${f.export.p90Ms} | ${f.export.runs} | ≤ ${targetsMs.export} | ${within(f.export, targetsMs.export)} |`,
]);
const markdown = `# IMDF import and export (${results.date.slice(0, 10)})

Written by \`npx node bench/imdf.ts\` (also a step of \`npm run bench\`); figures in imdf.json.

The PolyMap campus (${Math.round(zip.length / 1024)} kB zipped: 8 levels, 443 units, 472 openings, a 2,726-node navPath): from the zip's bytes to the committed transaction (unzip, read, map, check, write), and from the query to the zip's bytes, as \`POST /api/imdf/import\` and \`GET /api/imdf/export\` do them. The database on disk, emptied between runs (not timed); ${runs.warmup} warm-up run discarded. Node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}), 1-minute load average ${results.loadAverage1m.start} at the start and ${results.loadAverage1m.end} at the end.

| database | step | median ms | p90 ms | runs | target ms | median within target |
| --- | --- | ---: | ---: | ---: | ---: | --- |
${rows.join("\n")}
`;

const out = join(import.meta.dirname, "results");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "imdf.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(out, "imdf.md"), markdown);
console.log(markdown);
