/**
 * npm run bench (publishing part): the map's releases on a 10,000-room map (two floors of 5,000), as
 * the server does them: publishing a draft that differs from the latest release by 1,000 features
 * (500 renamed, 300 moved, 100 deleted, 100 added), the diff of those two releases and of the release
 * and the draft, a rollback to the release before, and reading a release's floor of 5,000 features
 * against reading the draft's (from the database, as the floor cache does when it has not kept it).
 * Also the storage: what 100 publishes of 10 changed features add. PGlite on disk always; PostgreSQL
 * too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Medians against the targets.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { openMigrated } from "../src/server/bootstrap.ts";
import { readConfig } from "../src/server/config.ts";
import type { Database } from "../src/server/db/database.ts";
import { readFloor, readReleasedFloor } from "../src/server/map/floor-cache.ts";
import { mapDiff } from "../src/server/publishing/map-diff.ts";
import { publishDraft, rollBackTo } from "../src/server/publishing/releases.ts";
import { insertRooms } from "./rooms.ts";
import { row } from "./summary-row.ts";
import { freshSchema } from "./targets.ts";
import { round, type Timing, timing } from "./timing.ts";

const roomsPerFloor = 5000;
const floors = ["p0", "p1"] as const;
const runs = { warmup: 1, measured: 5 };
const targetsMs = { publish: 1000, rollback: 1000, diff: 300, floor: 150 };

/** 1,000 changes of the draft: 500 renamed, 300 moved a little, 100 deleted, 100 added. */
async function changeDraft(db: Database, round: number): Promise<void> {
  const ids = (await db.query<{ id: number }>("SELECT id FROM map_feature ORDER BY random() LIMIT 900")).map(
    (r) => r.id,
  );
  await db.query(
    `UPDATE map_feature SET properties = properties || jsonb_build_object('name_en', 'Renamed ' || $2::text),
       version = version + 1 WHERE id = ANY($1::int[])`,
    [ids.slice(0, 500), round],
  );
  await db.query(
    `UPDATE map_feature SET geometry = jsonb_set(geometry, '{coordinates,0,0,0}',
       to_jsonb((geometry->'coordinates'->0->0->>0)::float8 + 1e-6)), version = version + 1
     WHERE id = ANY($1::int[])`,
    [ids.slice(500, 800)],
  );
  await db.query("DELETE FROM map_feature WHERE id = ANY($1::int[])", [ids.slice(800, 900)]);
  await insertRooms(db, "p1", 100, roomsPerFloor + round * 100);
}

const time = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
};

interface DatabaseFigures {
  database: string;
  publish: Timing;
  diffReleases: Timing;
  diffDraft: Timing;
  rollback: Timing;
  releasedFloor: Timing;
  draftFloor: Timing;
  /** rows map_release_feature gained over 100 publishes of 10 changed features, and the map's size */
  storage: { publishes: number; rowsAdded: number; mapFeatures: number };
}

async function measureDatabase(databaseUrl: string | undefined): Promise<DatabaseFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-publishing-"));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : null;
  const config = readConfig({
    DATA_DIR: dataDir,
    ...(schema && { DATABASE_URL: schema.url }),
  } as NodeJS.ProcessEnv);
  const db = await openMigrated(config);
  try {
    for (const floor of floors) await insertRooms(db, floor, roomsPerFloor);
    await db.transaction((tx) => publishDraft(tx, null, "start"));
    const samples = {
      publish: [] as number[],
      diffReleases: [] as number[],
      diffDraft: [] as number[],
      rollback: [] as number[],
      releasedFloor: [] as number[],
      draftFloor: [] as number[],
    };
    for (let run = 0; run < runs.warmup + runs.measured; run++) {
      // what the run before left in the draft goes out first (not timed)
      if (run > 0) await db.transaction((tx) => publishDraft(tx, null, "catch up"));
      await changeDraft(db, run);
      const [publishMs, made] = await time(() =>
        db.transaction((tx) => publishDraft(tx, null, `run ${run}`)),
      );
      const changed = Object.values(made.counts).reduce((n, c) => n + c.added + c.changed + c.removed, 0);
      if (changed !== 1000)
        throw new Error(`the publish counted ${JSON.stringify(made.counts)}, not 1000 changes`);
      const [diffReleasesMs] = await time(() => mapDiff(db, made.number - 1, made.number));
      await changeDraft(db, run + 100);
      const [diffDraftMs] = await time(() => mapDiff(db, made.number, "draft"));
      const [releasedMs, released] = await time(() => readReleasedFloor(db, made.number, "p0"));
      const [draftMs, drafted] = await time(() => readFloor(db, "p0"));
      // each run deletes 100 rooms of both floors and adds 100 to p1: p0 keeps well over 4,000
      if (released.ids.length < 4000 || drafted.ids.length < 4000)
        throw new Error(`a floor of ${released.ids.length} / ${drafted.ids.length} features`);
      const [rollbackMs] = await time(() =>
        db.transaction((tx) => rollBackTo(tx, made.number - 1, null, "")),
      );
      if (run < runs.warmup) continue;
      samples.publish.push(publishMs);
      samples.diffReleases.push(diffReleasesMs);
      samples.diffDraft.push(diffDraftMs);
      samples.releasedFloor.push(releasedMs);
      samples.draftFloor.push(draftMs);
      samples.rollback.push(rollbackMs);
    }
    // storage: 100 publishes of 10 renamed rooms each
    const count = async () =>
      Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM map_release_feature"))[0]?.n);
    await db.transaction((tx) => publishDraft(tx, null, "before the storage run")).catch(() => undefined);
    const before = await count();
    for (let publish = 0; publish < 100; publish++) {
      await db.query(
        `UPDATE map_feature SET properties = properties || jsonb_build_object('name_pl', 'Sala ' || $1::text),
           version = version + 1 WHERE id IN (SELECT id FROM map_feature ORDER BY id LIMIT 10)`,
        [publish],
      );
      await db.transaction((tx) => publishDraft(tx, null, `storage ${publish}`));
    }
    const [features] = await db.query<{ n: string }>("SELECT count(*) AS n FROM map_feature");
    return {
      database: db.kind,
      publish: timing(samples.publish),
      diffReleases: timing(samples.diffReleases),
      diffDraft: timing(samples.diffDraft),
      rollback: timing(samples.rollback),
      releasedFloor: timing(samples.releasedFloor),
      draftFloor: timing(samples.draftFloor),
      storage: { publishes: 100, rowsAdded: (await count()) - before, mapFeatures: Number(features?.n) },
    };
  } finally {
    await db.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const loadAtStart = loadavg()[0] ?? 0;
const figures: DatabaseFigures[] = [];
for (const url of [undefined, ...(postgresUrl ? [postgresUrl] : [])]) {
  console.log(`measuring publishing on ${url ? "postgres" : "pglite"}`);
  figures.push(await measureDatabase(url));
}

const steps = (f: DatabaseFigures) =>
  [
    ["publish of 1,000 changed features", f.publish, targetsMs.publish],
    ["diff of those two releases", f.diffReleases, targetsMs.diff],
    ["diff of the release and a draft 1,000 changes on", f.diffDraft, targetsMs.diff],
    ["rollback to the release before (1,000 features)", f.rollback, targetsMs.rollback],
    ["a release's floor of p0 (4,300-5,000 features) read", f.releasedFloor, targetsMs.floor],
    ["the draft's floor of p0 read (the floor)", f.draftFloor, targetsMs.floor],
  ] as const;

const results = {
  benchmark: "publishing",
  command: "npx node bench/publishing.ts",
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  loadAverage1m: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
  targetsMs,
  databases: figures,
  summary: figures.flatMap((f) => [
    ...steps(f).map(([name, t, target]) =>
      row(
        `${f.database}: ${name} (10,000-room map), median`,
        `${t.medianMs} ms`,
        `≤ ${target} ms`,
        t.medianMs <= target,
        name.startsWith("a release's floor")
          ? { name: "the draft's floor", ratio: round(t.medianMs / Math.max(f.draftFloor.medianMs, 0.1)) }
          : undefined,
      ),
    ),
    row(
      `${f.database}: rows added by 100 publishes of 10 changed features`,
      `${f.storage.rowsAdded}`,
      `< ${f.storage.mapFeatures} (one map)`,
      f.storage.rowsAdded < f.storage.mapFeatures,
    ),
  ]),
};

const within = (t: Timing, target: number) => (t.medianMs <= target ? "yes" : "**no**");
const tableRows = figures.flatMap((f) => [
  ...steps(f).map(
    ([name, t, target]) =>
      `| ${f.database} | ${name} | ${t.medianMs} | ${t.p90Ms} | ${t.runs} | ≤ ${target} | ${within(t, target)} |`,
  ),
]);
const storageRows = figures.map(
  (f) => `| ${f.database} | ${f.storage.publishes} | ${f.storage.rowsAdded} | ${f.storage.mapFeatures} |`,
);
const markdown = `# Publishing the map (${results.date.slice(0, 10)})

Written by \`npx node bench/publishing.ts\` (also a step of \`npm run bench\`); figures in publishing.json.

A map of ${(roomsPerFloor * floors.length).toLocaleString("en")} rooms on two floors, published as a release. Each run changes 1,000 features of the draft (500 renamed, 300 moved, 100 deleted, 100 added) and publishes them, as \`POST /api/map/publish\` does (one transaction, from the comparison to the commit); then diffs the two releases and, after 1,000 more draft changes, the release and the draft (\`GET /api/map/diff\`, without the HTTP part); reads a floor of the new release and of the draft from the database (what the floor cache does when it has not kept the floor); and rolls back to the release before (\`POST /api/map/releases/{n}/rollback\`). ${runs.warmup} warm-up run discarded. Node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}), 1-minute load average ${results.loadAverage1m.start} at the start and ${results.loadAverage1m.end} at the end.

| database | step | median ms | p90 ms | runs | target ms | median within target |
| --- | --- | ---: | ---: | ---: | ---: | --- |
${tableRows.join("\n")}

Storage: rows \`map_release_feature\` gained over 100 publishes of 10 renamed rooms each, against the map's size (a copy per publish would add 100 maps).

| database | publishes | rows added | features in the map |
| --- | ---: | ---: | ---: |
${storageRows.join("\n")}
`;

const out = join(import.meta.dirname, "results");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "publishing.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(out, "publishing.md"), markdown);
console.log(markdown);
