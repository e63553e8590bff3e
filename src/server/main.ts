/** npm start: migrate, create the first admin, seed the demo campus, serve; stop cleanly on SIGTERM. */
import { buildApp } from "./app.ts";
import { ensureAdmin, openMigrated } from "./bootstrap.ts";
import { seedDemo } from "./seed/demo.ts";
import { seedImdf } from "./seed/imdf-seed.ts";
import { exitOnSettingError } from "./settings/setting-error.ts";
import { readSettings } from "./settings-check.ts";

const { config, files } = await readSettings().catch(exitOnSettingError);
const db = await openMigrated(config);
const app = await buildApp({ config, db, files });

const admin = await ensureAdmin(db, config);
if (admin?.generatedPassword) {
  // Printed once, on the console only: it is not stored anywhere but as a hash.
  console.log(`\nFirst admin created: ${admin.email} / ${admin.generatedPassword}\n`);
}
if (config.seedDemo) {
  const seeded = await seedDemo(db, { files });
  if (seeded) app.log.info(seeded, "demo campus seeded");
}
if (config.seedImdf) {
  const report = await seedImdf(db, config.seedImdf);
  if (report)
    app.log.info({ path: config.seedImdf, created: report.created }, "map seeded from an IMDF archive");
}

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await db.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
