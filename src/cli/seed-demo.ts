/** seed:demo: the demo campus the server seeds on an empty database, on demand. */
import { openFileStore } from "../server/files/open-file-store.ts";
import { seedDemo } from "../server/seed/demo.ts";
import type { CliCommand } from "./command.ts";
import { withDatabase } from "./with-database.ts";

export const seedDemoCommand: CliCommand = {
  name: "seed:demo",
  summary: "Seeds the demo campus (areas, records and their uploads) into the database.",
  flags: {},
  required: [],
  run: () =>
    withDatabase(async (db, config) => {
      const files = await openFileStore(config);
      const counts = await seedDemo(db, { files }).finally(() => files.close());
      if (!counts) return "Nothing seeded: the database already holds the demo data.";
      const lines = Object.entries(counts).map(([area, n]) => `  ${area}: ${n}`);
      return ["Seeded the demo data:", ...lines].join("\n");
    }),
};
