/**
 * The load of the scale-out test and benchmark: app readers and staff readers, and staff writers that
 * retry each new article with its Idempotency-Key until it is answered, through a load balancer,
 * while `during` runs (a restart, a kill). What each saw, and a check that every write is stored once.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";

export interface LoadResult {
  reads: { ok: number; failed: string[] };
  writes: { name: string; attempts: number; status: number }[];
  seconds: number;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function underLoad(
  balancer: string,
  { token, categoryId }: { token: string; categoryId: number },
  during: () => Promise<void>,
): Promise<LoadResult> {
  const started = Date.now();
  let running = true;
  const reads = { ok: 0, failed: [] as string[] };
  const writes: LoadResult["writes"] = [];
  const staff = (path: string, init: RequestInit = {}) =>
    fetch(`${balancer}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });
  const reader = async (path: string, withToken: boolean) => {
    while (running) {
      try {
        const response = withToken ? await staff(path) : await fetch(`${balancer}${path}`);
        await response.arrayBuffer();
        if (response.ok) reads.ok++;
        else reads.failed.push(`${response.status} ${path}`);
      } catch (error) {
        reads.failed.push(`${(error as Error).message} ${path}`);
      }
    }
  };
  // A client that retries a write with its key until it is answered: nothing is lost, nothing twice.
  const writer = async (w: number) => {
    for (let n = 0; running; n++) {
      const name = `Zapis ${w}-${n} ${randomUUID().slice(0, 8)}`;
      const key = randomUUID();
      const body = JSON.stringify({ name, category_id: categoryId, description: "Zapis pod obciążeniem." });
      for (let attempt = 1; ; attempt++) {
        const response = await staff("/api/article", {
          method: "POST",
          body,
          headers: { "idempotency-key": key },
        }).catch(() => null);
        const status = response?.status ?? 0;
        const answer = response ? await response.text() : "";
        // 9023: carried out by a process that died before answering; done, as 200 would say
        const done = status === 200 || (status === 409 && answer.includes('"Idempotency-Key":[9023]'));
        if (done || attempt === 200) {
          writes.push({ name, attempts: attempt, status: done ? 200 : status });
          break;
        }
        await pause(Math.min(50 * attempt, 1000));
      }
    }
  };
  const load = [
    ...[0, 1, 2, 3].map(() => reader("/api/app/v1/articles?lang=pl", false)),
    ...[0, 1].map(() => reader("/api/article?page=1", true)),
    ...[0, 1, 2].map((w) => writer(w)),
  ];
  await pause(500);
  await during();
  await pause(500);
  running = false;
  await Promise.all(load);
  return { reads, writes, seconds: (Date.now() - started) / 1000 };
}

/** The written articles not stored exactly once, and the writes never answered. */
export async function writesNotOnce(db: pg.Client, writes: LoadResult["writes"]) {
  const names = writes.map((w) => w.name);
  const stored = await db.query<{ name: string; n: string }>(
    "SELECT name, count(*) AS n FROM article WHERE name = ANY($1) GROUP BY name",
    [names],
  );
  const counts = new Map(stored.rows.map((r) => [r.name, Number(r.n)]));
  return {
    unanswered: writes.filter((w) => w.status !== 200).map((w) => w.name),
    lost: names.filter((name) => !counts.has(name)),
    twice: [...counts].filter(([, n]) => n > 1).map(([name]) => name),
  };
}
