import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // Each file starts its own server and database; files run in parallel on the two cores.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
