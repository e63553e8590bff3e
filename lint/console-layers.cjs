/**
 * The console's layers, checked by `npm run lint` (dependency-cruiser): no import cycles, and no
 * import from a lower folder to a higher one. The folders of src/console from the top down:
 *
 *   app/         the shell: routes, session and role gates, the screen dispatcher (with main.tsx)
 *   records/     the generic list and form every area of a manifest gets; its row actions show the
 *                areas' own pieces, so it sits above them
 *   areas/<a>/   one area's own behaviour (sign-in, passwords, parking, opinions, SOS, …); map/ the
 *                map editor, beside them
 *   layout/      the frame of the signed-in pages and of the public ones (sign-in, password reset)
 *   area-parts/  pieces several areas show: a record's deliveries, the push preview, the reply dialog
 *   widgets/     the generated forms and their widgets
 *   table/       the list table
 *   forms/       form models, validation and sending, without React components
 *   api/         the typed client and its failure handling
 *   i18n/, state/, shared/   texts, stores, pure helpers
 *
 * Something two folders need lives in the lower one; one area reaches another only through a
 * folder below both.
 */
const levels = [
  ["app"],
  ["records"],
  ["areas", "map"],
  ["layout"],
  ["area-parts"],
  ["widgets"],
  ["table"],
  ["forms"],
  ["api"],
  ["i18n"],
  ["state"],
  ["shared"],
];

const folders = (names) => `^src/console/(${names.join("|")})/`;

/** For each level, a rule forbidding imports of the levels above it and of its neighbours on the same level. */
const layerRules = levels.slice(1).flatMap((level, index) => {
  const above = levels.slice(0, index + 1).flat();
  return level.map((folder) => ({
    name: `${folder}-imports-only-below`,
    comment: "what a higher folder holds that a lower one needs belongs lower",
    severity: "error",
    from: { path: folders([folder]) },
    to: { path: folders([...above, ...level.filter((other) => other !== folder)]) },
  }));
});

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    {
      name: "console-not-in-shared",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|console)/" },
    },
    {
      name: "app-is-the-top",
      comment: "the shell uses everything; only main.tsx, the entry, imports it",
      severity: "error",
      from: { path: "^src/console/", pathNot: "^src/console/(app/|main\\.tsx$)" },
      to: { path: "^src/console/app/" },
    },
    ...layerRules,
    {
      name: "areas-apart",
      comment: "an area reaches another only through a folder below both (area-parts/, widgets/, …)",
      severity: "error",
      from: { path: "^src/console/areas/([^/]+)/" },
      to: { path: "^src/console/areas/", pathNot: "^src/console/areas/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "src/console/tsconfig.json" },
    exclude: { path: "^(node_modules|dist)/" },
  },
};
