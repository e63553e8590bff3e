/**
 * The archive probe: hostile IMDF archives uploaded to a real API process as an admin. Each must be
 * refused with a 31xx code, or have its hostile features left out with their code while the rest is
 * imported: never a 500, a stalled server or a crash. A zip bomb must be refused within 2 s of
 * passing the 128 MB inflated limit (here: within 2 s plus the time to inflate 128 MB).
 */
import { zipBomb } from "../../tests/support/imdf-archives.ts";
import { codesOf, envelopeOf, signIn } from "./http.ts";
import { campusArchive, deeplyNestedUnit, hostileUnit, unitId, uploadArchive } from "./imdf-archives.ts";
import { exitedRow, type Row } from "./report.ts";
import { startServer, type Target } from "./server.ts";

interface Case {
  sent: string;
  expected: string;
  zip: () => Uint8Array;
  /** the codes that may refuse the whole archive, or those the hostile units must be left out with */
  refusedWith?: number[];
  leftOut?: Record<string, number>;
  /** ms the answer may take at most */
  withinMs?: number;
}

const hundredMegabytes = 100 * 2 ** 20;

const cases: Case[] = [
  {
    sent: "a zip bomb: one entry of 300 MB of zeros in 0.3 MB, declared as 1 kB",
    expected: "refused (413, 3106) within 2 s of inflating past 128 MB",
    zip: () => zipBomb(300),
    refusedWith: [3106],
    withinMs: 5000,
  },
  {
    sent: "300,000 rooms on one level (some 130 MB of JSON)",
    expected: "refused with a code (3109 a floor over 20,000 features, or 3106), nothing stored",
    zip: () => campusArchive(300_000, 300_000),
    refusedWith: [3109, 3106],
  },
  {
    sent: "10 rooms and one whose description is a single 100 MB string",
    expected: "the room left out (3116), the 10 imported",
    zip: () =>
      campusArchive(10, undefined, [
        hostileUnit(10, '"Big"', `,"description":"${"x".repeat(hundredMegabytes)}"`),
      ]),
    leftOut: { [unitId(10)]: 3116 },
  },
  {
    sent: "10 rooms and two named with a NUL (Sala\\u0000) and a lone surrogate (\\ud800)",
    expected: "both left out (3118), the 10 imported",
    zip: () =>
      campusArchive(10, undefined, [hostileUnit(10, '"Sala\\u0000"'), hostileUnit(11, '"Sala \\ud800"')]),
    leftOut: { [unitId(10)]: 3118, [unitId(11)]: 3118 },
  },
  {
    sent: "10 rooms and two nested 10,000 deep: coordinates, and a property",
    expected: "both left out (3117), the 10 imported",
    zip: () =>
      campusArchive(10, undefined, [
        deeplyNestedUnit(10, 10_000),
        hostileUnit(11, '"Deep"', `,"extra":${'{"a":'.repeat(10_000)}0${"}".repeat(10_000)}`),
      ]),
    leftOut: { [unitId(10)]: 3117, [unitId(11)]: 3117 },
  },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function probeArchives(target: Target): Promise<Row[]> {
  const server = await startServer(target);
  try {
    const token = await signIn(server.port, server.admin.email, server.admin.password);
    const rows: Row[] = [];
    for (const probe of cases) {
      const zip = probe.zip();
      const started = performance.now();
      const answer = await uploadArchive(server.port, token, zip);
      const ms = performance.now() - started;
      const codes = codesOf(answer.body);
      const data = envelopeOf(answer.body)?.data as {
        created?: number;
        updated?: number;
        unchanged?: number;
        skipped?: { id: string; code: number }[];
        detail?: string;
      } | null;
      const defects: string[] = [];
      let figure: string;
      if (probe.refusedWith) {
        const code = codes.find((c) => probe.refusedWith?.includes(c as number));
        figure = `${answer.status} ${codes.join(",")}${data?.detail ? ` (${data.detail})` : ""} in ${seconds(ms)}`;
        if (code === undefined) defects.push(`${answer.status} ${answer.body.slice(0, 300)}`);
        if (probe.withinMs && ms > probe.withinMs) defects.push(`answered in ${seconds(ms)}`);
      } else {
        const left = new Map((data?.skipped ?? []).map((s) => [s.id, s.code]));
        const wanted = Object.entries(probe.leftOut ?? {});
        const codesLeft = wanted.map(([id]) => left.get(id) ?? "imported");
        // the 10 rooms are the same in each archive: imported again, they are found unchanged
        const kept = (data?.created ?? 0) + (data?.updated ?? 0) + (data?.unchanged ?? 0);
        figure = `${answer.status}, ${kept} imported, left out with ${codesLeft.join(", ")} in ${seconds(ms)}`;
        if (answer.status !== 200 || kept !== 10)
          defects.push(`${answer.status} ${answer.body.slice(0, 300)}`);
        for (const [id, code] of wanted)
          if (left.get(id) !== code) defects.push(`${id}: ${left.get(id) ?? "imported"}`);
      }
      rows.push({
        probe: "archive",
        sent: `${probe.sent} (${(zip.length / 2 ** 20).toFixed(1)} MB zipped)`,
        expected: probe.expected,
        figure,
        held: defects.length === 0,
        defects,
      });
    }
    if (!server.alive()) rows.push(exitedRow("archive", "the archives above", server.output()));
    return rows;
  } finally {
    await server.stop();
  }
}
