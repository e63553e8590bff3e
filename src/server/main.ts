/**
 * npm start: migrate, create the first admin, seed the demo campus (one process at a time when
 * several start together), serve. SIGTERM drains for SHUTDOWN_DRAIN_SECONDS (health answers 503, all
 * else is served) and then closes; SIGINT (Ctrl-C) closes at once, and so does a second signal.
 */
import { buildApp } from "./app.ts";
import { firstAdminNotice, startDatabase } from "./bootstrap.ts";
import { exitOnSettingError } from "./settings/setting-error.ts";
import { readSettings } from "./settings-check.ts";

const { config, files } = await readSettings().catch(exitOnSettingError);
const { db, admin, demo, imdf } = await startDatabase(config, files);
const app = await buildApp({ config, db, files });

if (admin?.generatedPassword) {
  // Printed once, on the console only: it is not stored anywhere but as a hash.
  process.stderr.write(firstAdminNotice(admin.email, admin.generatedPassword));
}
if (demo) app.log.info(demo, "demo campus seeded");
if (imdf) app.log.info({ path: config.seedImdf, created: imdf.created }, "map seeded from an IMDF archive");

let stopping = false;
let closeNow: () => void = () => undefined;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return closeNow();
  stopping = true;
  const drainSeconds = signal === "SIGTERM" ? config.shutdownDrainSeconds : 0;
  app.log.info({ signal, drainSeconds }, "shutting down");
  app.drain();
  await new Promise<void>((done) => {
    const timer = setTimeout(done, drainSeconds * 1000);
    closeNow = () => {
      clearTimeout(timer);
      done();
    };
  });
  await app.close();
  await db.close();
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, (received) => void stop(received));

await app.listen({ port: config.port, host: config.host });
