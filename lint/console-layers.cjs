/**
 * The console's layers, checked by `npm run lint` (dependency-cruiser): no import cycles, and no
 * import from a lower folder to a higher one. app/ (the shell: routes, session gates) is the top:
 * nothing below imports it.
 */
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
      comment: "the shell uses everything; what it holds that others need belongs lower",
      severity: "error",
      from: { path: "^src/console/", pathNot: "^src/console/(app/|main\\.tsx$)" },
      to: { path: "^src/console/app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "src/console/tsconfig.json" },
    exclude: { path: "^(node_modules|dist)/" },
  },
};
