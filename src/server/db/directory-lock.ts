/**
 * One process at a time on an embedded database directory. PGlite has no lock of its own: a second
 * process (the command line while the server runs, a second server) would open the same files, and
 * the two would overwrite each other's writes. The lock is a file created exclusively that names its
 * holder; a holder that died without removing it (kill -9) is recognised by its process being gone.
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

interface Holder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export class DirectoryBusy extends Error {}

const lockName = "campus.lock";

function alive({ pid, host }: Holder): boolean {
  if (host !== hostname()) return true; // another machine's process cannot be checked: assume it runs
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(path: string): Holder | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Holder;
  } catch {
    return null; // removed meanwhile, or half-written by a holder that died while writing it
  }
}

/** Locks `dir` for this process; returns the release. Throws DirectoryBusy while another holds it. */
export function lockDirectory(dir: string): () => void {
  const path = join(dir, lockName);
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    command: process.argv.slice(1).join(" "),
    since: new Date().toISOString(),
  };
  const text = JSON.stringify(mine);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, text, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0)
        throw busy(dir, readHolder(path));
      const holder = readHolder(path);
      if (holder && alive(holder)) throw busy(dir, holder);
      unlinkSync(path);
    }
  }
  const release = () => {
    if (readHolder(path)?.pid === mine.pid) unlinkSync(path);
    process.off("exit", release);
  };
  process.on("exit", release);
  return release;
}

function busy(dir: string, holder: Holder | null): DirectoryBusy {
  const who = holder ? `process ${holder.pid} (${holder.command}) since ${holder.since}` : "another process";
  return new DirectoryBusy(
    `the embedded database in ${dir} is in use by ${who}: stop it first (one process at a time on a DATA_DIR), or put the database on a PostgreSQL server (DATABASE_URL), which many processes can share`,
  );
}
