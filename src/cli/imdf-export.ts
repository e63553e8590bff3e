/** imdf:export <folder or .zip>: the whole map as an IMDF archive. */

import { writeArchiveFiles } from "../server/imdf/archive-files.ts";
import { exportImdf } from "../server/imdf/imdf-export.ts";
import type { CliCommand } from "./command.ts";
import { withDatabase } from "./with-database.ts";

export const imdfExport: CliCommand = {
  name: "imdf:export",
  summary: "Exports the map as an IMDF archive, to a folder or (a path ending in .zip) a zip file.",
  flags: {},
  required: [],
  argument: { name: "path", text: "where to write: a folder (made when missing) or a .zip file" },
  run: (flags) =>
    withDatabase(async (db) => {
      const { files, counts, leftOut } = await exportImdf(db);
      await writeArchiveFiles(String(flags.path), files);
      const lines = Object.entries(counts).map(([type, n]) => `  ${type}: ${n}`);
      const left = leftOut.length
        ? [`Left out (no IMDF counterpart): map features ${leftOut.join(", ")}`]
        : [];
      return [`Exported to ${flags.path}:`, ...lines, ...left].join("\n");
    }),
};
