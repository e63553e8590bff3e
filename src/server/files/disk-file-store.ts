/** Uploaded files in a folder on local disk (DATA_DIR/uploads). */
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, link, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { type FileStore, storedNamePattern } from "./file-store.ts";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export function diskFileStore(dir: string): FileStore {
  return {
    where: dir,

    async put(name, body) {
      await mkdir(dir, { recursive: true });
      const path = join(dir, name);
      if (!("path" in body)) {
        // Written beside and renamed, so that a reader never sees half a file.
        const part = `${path}.part`;
        if (Buffer.isBuffer(body)) await writeFile(part, body);
        else await pipeline(body.stream, createWriteStream(part));
        await rename(part, path);
        return;
      }
      await rm(path, { force: true });
      // A received upload is on the same file system (uploads/.tmp): a link is instant; a file from
      // elsewhere is copied.
      await link(body.path, path).catch(() => copyFile(body.path, path));
    },

    async read(name, range) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(join(dir, name), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const { size } = await handle.stat();
      const stream = createReadStream("", {
        fd: handle,
        ...(range && { start: range.start, end: range.end }),
      });
      return { stream, size: range ? range.end - range.start + 1 : size };
    },

    async size(name) {
      try {
        return (await stat(join(dir, name))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async *names() {
      let entries: string[];
      try {
        entries = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of entries.sort()) if (storedNamePattern.test(name)) yield name;
    },

    remove: (name) => rm(join(dir, name), { force: true }),
    close: () => undefined,
  };
}
