/**
 * Copies every stored file of one store to another (uploads on disk into a bucket). A file the target
 * already holds with the same size is skipped, so a copy that stopped half-way is resumed by running
 * it again; a file that fails is reported and the others go on.
 */
import type { FileStore } from "./file-store.ts";
import { mimeOfName } from "./upload-kinds.ts";

export interface CopyReport {
  copied: number;
  skipped: number;
  failed: { name: string; reason: string }[];
}

export async function copyFiles(
  from: FileStore,
  to: FileStore,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<CopyReport> {
  const names: string[] = [];
  for await (const name of from.names()) names.push(name);
  const report: CopyReport = { copied: 0, skipped: 0, failed: [] };
  onProgress(0, names.length);
  for (const [index, name] of names.entries()) {
    try {
      const size = await from.size(name);
      if (size !== null && (await to.size(name)) === size) report.skipped++;
      else {
        const opened = await from.read(name);
        if (!opened) throw new Error("gone from the source meanwhile");
        await to.put(name, opened, mimeOfName(name));
        report.copied++;
      }
    } catch (error) {
      report.failed.push({ name, reason: error instanceof Error ? error.message : String(error) });
    }
    onProgress(index + 1, names.length);
  }
  return report;
}
