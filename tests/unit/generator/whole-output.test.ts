import { describe, expect, it } from "vitest";
import { loadManifests } from "../../../generator/load-manifests.ts";
import { generateOutputs } from "../../../generator/outputs.ts";

const handWritten = {
  paths: {
    "/api/health": {
      get: {
        operationId: "health",
        tags: ["system"],
        security: [],
        responses: { "200": { description: "Up" } },
      },
    },
  },
};

const outputs = await generateOutputs(
  loadManifests(".", {
    areas: "tests/unit/fixtures/manifests/areas",
    map: "tests/unit/fixtures/manifests/map.yaml",
  }),
  handWritten,
);

describe("generator output for the fixture manifests", () => {
  it("writes the same set of files", () => {
    expect([...outputs.keys()].sort()).toEqual([
      "generated/api-types.ts",
      "generated/areas.ts",
      "generated/catalogues.ts",
      "generated/console.ts",
      "generated/errors.ts",
      "generated/forms.ts",
      "generated/forms/book.ui.json",
      "generated/forms/map.ui.json",
      "generated/forms/shelf.ui.json",
      "generated/i18n.ts",
      "generated/i18n/en.json",
      "generated/i18n/pl.json",
      "generated/map.ts",
      "generated/openapi.json",
      "generated/openapi.ts",
      "generated/schemas.ts",
      "generated/schemas/book.json",
      "generated/schemas/map.json",
      "generated/schemas/shelf.json",
    ]);
  });

  // Each snapshot sits where the file would in the repository, under __snapshots__/, so that the
  // TypeScript ones are type-checked as written, imports and all (tsconfig.snapshots.json, in
  // npm run typecheck). The catalogues and errors are the repository's own, not the fixtures'.
  it.each([...outputs.keys()].filter((f) => f !== "generated/catalogues.ts" && f !== "generated/errors.ts"))(
    "%s",
    async (file) => {
      await expect(outputs.get(file)).toMatchFileSnapshot(`__snapshots__/${file}`);
    },
  );

  it("heads every file with its sources and writer", () => {
    for (const [file, text] of outputs) {
      expect(text, file).toMatch(/generated from .+ by generator\/.+: do not edit/);
    }
  });
});
