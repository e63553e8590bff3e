/**
 * An IMDF archive on disk, for the command line and the demo seed: a folder (its files, not its
 * subfolders) or a .zip, left to the worker thread to unpack through the same guarded reader as an
 * upload; and an export written back the same two ways.
 */
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ArchiveSource } from "./archive-worker.ts";
import { zipFiles } from "./zip-archive.ts";

export async function readArchiveSource(path: string): Promise<ArchiveSource> {
  if (!(await stat(path)).isDirectory()) return { zip: new Uint8Array(await readFile(path)) };
  const files = new Map<string, Uint8Array>();
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isFile()) files.set(entry.name, new Uint8Array(await readFile(join(path, entry.name))));
  }
  return { files };
}

/** Into `path`: a zip when it ends in .zip, otherwise a folder (made when missing) of the files. */
export async function writeArchiveFiles(path: string, files: Map<string, string>): Promise<void> {
  if (path.toLowerCase().endsWith(".zip")) {
    await writeFile(path, zipFiles(files));
    return;
  }
  await mkdir(path, { recursive: true });
  for (const [name, content] of files) await writeFile(join(path, name), content);
}
