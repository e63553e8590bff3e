import { defineConfig } from "vitest/config";

/**
 * API test files that start server processes, HAProxy, PgBouncer, nginx or the command line: each
 * loads both cores by itself, so they run one at a time, after the others.
 */
const processFiles = [
  "app-map",
  "backup-restore",
  "cli",
  "delivery-crash",
  "deploy-configs",
  "first-admin-notice",
  "graceful-shutdown",
  "imdf-limits",
  "imdf",
  "live-edit-simulation",
  "ogc-gis-clients",
  "pgbouncer",
  "process-signals",
  "publication-push-crash",
  "s3-storage",
  "scale-out",
  "throwaway-area",
].map((name) => `tests/api/${name}.test.ts`);

const apiTimeouts = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: processFiles,
          // Each file starts its own server and database in its process and waits on the database more
          // than it computes: two files at a time on the two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          ...apiTimeouts,
        },
      },
      {
        test: {
          name: "api-processes",
          include: processFiles,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          ...apiTimeouts,
          // a test here starts several processes, each compiling the server anew
          testTimeout: 60_000,
        },
      },
    ],
  },
});
