/**
 * The server's layers, checked by `npm run lint` (dependency-cruiser): no import cycles, and no
 * import from a lower floor to a higher one. Floors, bottom up:
 *   src/shared, generated          rules and specs both sides use
 *   settings, db, workers          reading the environment, the database, worker threads
 *   http                           the envelope, errors, request helpers
 *   the feature folders            auth, areas, geo, delivery, … (the order among them is below)
 *   app.ts, main.ts, bootstrap.ts  and the command line (src/cli)
 */
const server = "^src/server/";
const features = `${server}(?!settings/|db/|workers/|http/)[^/]+/`;
const top = `${server}[^/]+\\.ts$|^src/cli/`;

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    {
      name: "shared-below-server",
      comment: "src/shared is used by the console too: it imports nothing of the server's",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|console|cli)/" },
    },
    {
      name: "bottom-floors-below-http-and-features",
      severity: "error",
      from: { path: `${server}(settings|db|workers)/` },
      to: { path: [`${server}http/`, features, top] },
    },
    {
      name: "http-below-features",
      severity: "error",
      from: { path: `${server}http/` },
      to: { path: [features, top] },
    },
    {
      name: "features-below-the-app",
      severity: "error",
      from: { path: features },
      to: { path: top },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^(node_modules|dist)/" },
  },
};
