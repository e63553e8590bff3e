import { describe, expect, it } from "vitest";
import { rolesOf } from "../../../src/server/http/contract-roles.ts";
import type { OpenApiDocument } from "../../../src/shared/generated-json.ts";

const document: OpenApiDocument = {
  paths: {
    "/api/notes/{id}": { get: { "x-roles": ["admin", "moderator"] }, delete: { "x-roles": ["admin"] } },
    "/api/open": { get: {} },
    "/api/odd": { get: { "x-roles": ["admin", "janitor"] } },
  },
  components: {},
};

describe("rolesOf: a hand-written route's roles from the contract's x-roles", () => {
  it.each([
    ["GET", "/api/notes/:id", ["admin", "moderator"]],
    ["DELETE", "/api/notes/:id", ["admin"]],
  ])("%s %s lets in %j", (method, url, roles) => {
    expect(rolesOf(method, url, document)).toEqual(roles);
  });

  it.each([
    ["GET", "/api/open", /no x-roles/],
    ["POST", "/api/notes/:id", /no x-roles/],
    ["GET", "/api/missing", /no x-roles/],
    ["GET", "/api/odd", /name no role: janitor/],
  ])("%s %s fails at start", (method, url, error) => {
    expect(() => rolesOf(method, url, document)).toThrow(error);
  });

  it("reads the served contract", () => {
    expect(rolesOf("GET", "/api/audit")).toEqual(["admin"]);
    expect(rolesOf("GET", "/api/selects/:dataType")).toEqual(["admin", "moderator"]);
  });
});
