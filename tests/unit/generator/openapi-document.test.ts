import { describe, expect, it } from "vitest";
import { openapiDocument } from "../../../generator/transforms/openapi-document.ts";
import type { AreaSpec, CommandSpec } from "../../../src/shared/area-spec.ts";
import { areaSpecOf } from "../../support/area-spec-fixtures.ts";

const command = (name: string, path: string): CommandSpec => ({
  name,
  path,
  summary: { pl: name, en: name },
  roles: ["admin"],
  fields: [],
  rules: [],
});

const thing: AreaSpec = areaSpecOf("thing", {
  title: { pl: "Rzeczy", en: "Things" },
  itemTitle: { pl: "Rzecz", en: "Thing" },
  actions: { admin: ["list", "view", "create", "update", "delete"] },
  commands: [command("ping", "thing/ping/{id}"), command("push", "pushthing")],
});

const idempotencyKey = { $ref: "#/components/parameters/IdempotencyKey" };

describe("openapiDocument: the Idempotency-Key parameter", () => {
  const document = openapiDocument([thing], {}, { paths: {} }, {}) as {
    paths: Record<string, Record<string, { parameters?: unknown[] }>>;
  };

  it.each([
    ["create", { given: ["/api/thing", "post"], want: true }],
    ["a command with an id", { given: ["/api/thing/ping/{id}", "post"], want: true }],
    ["a command without one", { given: ["/api/pushthing", "post"], want: true }],
    ["list", { given: ["/api/thing", "get"], want: false }],
    ["view", { given: ["/api/thing/{id}", "get"], want: false }],
    ["update", { given: ["/api/thing/{id}", "put"], want: false }],
    ["delete", { given: ["/api/thing/{id}", "delete"], want: false }],
  ] as const)("%s", (_name, { given: [path, method], want }) => {
    const operation = document.paths[path]?.[method];
    expect(operation).toBeDefined();
    const parameters = (operation?.parameters ?? []).map((p) => JSON.stringify(p));
    expect(parameters.includes(JSON.stringify(idempotencyKey))).toBe(want);
  });
});
