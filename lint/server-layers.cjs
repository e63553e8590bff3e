/**
 * The server's layers, checked by `npm run lint` (dependency-cruiser): no import cycles, and no
 * import from a lower floor to a higher one. Floors, bottom up:
 *   src/shared, generated          rules and specs both sides use
 *   settings, db, workers          reading the environment, the database, worker threads
 *   http                           the envelope, errors, request helpers
 *   the feature folders            auth, areas, map, routing, … (the order among them is below)
 *   app.ts, main.ts, bootstrap.ts  and the command line (src/cli)
 */
const server = "^src/server/";
const features = `${server}(?!settings/|db/|workers/|http/)[^/]+/`;
const top = `${server}[^/]+\\.ts$|^src/cli/`;

/**
 * The feature folders, bottom up; a folder imports from its own floor and those below. Folders of one
 * floor may use each other: auth records directory sign-ins in the audit, whose page auth guards.
 */
const featureFloors = [
  ["intake", "delivery"], // the mobile app's allowances; the outbox and its senders
  ["auth", "audit", "files", "health"], // who asks and may; what was done; uploads; the health check
  ["areas"], // the manifests' areas and their generic CRUD
  ["map", "publishing", "commands", "record-delivery", "integrations"], // map features and their releases; area commands; the areas' pushes; other systems' feeds
  ["routing", "imdf", "lookups", "overview"], // built from the map: the network, IMDF import and export, choices; what waits for staff
  ["app-api", "ogc"], // the public reads of all of the above: the mobile app's, GIS clients' (OGC API – Features)
  ["seed", "backup"], // the demo campus, written through all of the above; backups of everything
];
const folderPath = (folders) => `${server}(${folders.join("|")})/`;

const featureOrder = featureFloors.slice(0, -1).map((floor, index) => ({
  name: `features-${floor.join("-")}-below-${featureFloors[index + 1].join("-")}`,
  severity: "error",
  from: { path: folderPath(floor) },
  to: { path: folderPath(featureFloors.slice(index + 1).flat()) },
}));

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
    {
      name: "every-feature-folder-on-a-floor",
      comment: "a new feature folder is given its place in featureFloors",
      severity: "error",
      from: { path: features, pathNot: folderPath(featureFloors.flat()) },
      to: {},
    },
    {
      name: "routing-reads-the-map-the-map-knows-no-routing",
      severity: "error",
      from: { path: `${server}map/` },
      to: { path: `${server}routing/` },
    },
    ...featureOrder,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^(node_modules|dist)/" },
  },
};
