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
/** the shared codes the document's 401 and 403 answers quote */
const errors = {
  "2001": { status: 403, pl: "Brak ról", en: "Wrong roles.", source: "manifests/catalogues/codes.yaml" },
  "2002": { status: 401, pl: "Nikt", en: "Nobody.", source: "manifests/catalogues/codes.yaml" },
};

describe("openapiDocument: the Idempotency-Key parameter", () => {
  const document = openapiDocument([thing], errors, { paths: {} }, {}) as {
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

describe("openapiDocument: paths and roles from the manifest's actions", () => {
  const reader = areaSpecOf("note", {
    actions: { admin: ["list", "view", "create", "update", "delete"], moderator: ["list", "view"] },
  });
  const document = openapiDocument([reader, thing], errors, { paths: {} }, {}) as {
    paths: Record<string, Record<string, { "x-roles"?: string[]; operationId?: string }>>;
  };

  it.each([
    ["list", { given: ["/api/note", "get"], want: ["admin", "moderator"] }],
    ["view", { given: ["/api/note/{id}", "get"], want: ["admin", "moderator"] }],
    ["create", { given: ["/api/note", "post"], want: ["admin"] }],
    ["update", { given: ["/api/note/{id}", "put"], want: ["admin"] }],
    ["delete", { given: ["/api/note/{id}", "delete"], want: ["admin"] }],
    ["a command", { given: ["/api/thing/ping/{id}", "post"], want: ["admin"] }],
  ] as const)("%s", (_name, { given: [path, method], want }) => {
    expect(document.paths[path]?.[method]?.["x-roles"]).toEqual(want);
  });

  it.each([
    [
      "edit-only: no create, no delete",
      ["list", "view", "update"],
      { "/api/edit": ["get"], "/api/edit/{id}": ["get", "put"] },
    ],
    ["view-only: list and view", ["list", "view"], { "/api/edit": ["get"], "/api/edit/{id}": ["get"] }],
  ] as const)("%s", (_name, actions, want) => {
    const area = areaSpecOf("edit", { actions: { admin: [...actions] } });
    const paths = (openapiDocument([area], errors, { paths: {} }, {}) as typeof document).paths;
    expect(
      Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, Object.keys(item)])),
    ).toEqual(want);
  });
});

describe("openapiDocument: the 401 and 403 answers quote codes 2002 and 2001", () => {
  const document = openapiDocument([thing], errors, { paths: {} }, {}) as {
    components: { responses: Record<string, { description: string }> };
  };

  it.each([
    ["Unauthenticated", "No or bad token: message 'Nobody.'"],
    ["Forbidden", "Wrong role: message 'Wrong roles.'"],
  ])("%s", (name, want) => {
    expect(document.components.responses[name]?.description).toBe(want);
  });

  it("refuses a catalogue without them", () => {
    expect(() => openapiDocument([thing], {}, { paths: {} }, {})).toThrow(/no code 2002/);
  });
});
