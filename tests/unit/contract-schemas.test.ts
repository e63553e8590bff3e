import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { openapiDocument } from "../../generated/openapi.ts";
import { answerSchemas, firstDifference, serialiseAnswers } from "../../src/server/http/contract-schemas.ts";
import type { OpenApiDocument } from "../../src/shared/generated-json.ts";

const note = {
  type: "object",
  additionalProperties: false,
  required: ["id", "text"],
  properties: {
    id: { type: "integer" },
    text: { type: "string" },
    pinned: { type: "boolean", default: false },
    default: { type: "string" },
  },
};

const document: OpenApiDocument = {
  paths: {
    "/api/note/{id}": {
      get: {
        responses: {
          "200": { $ref: "#/components/responses/Note" },
          "404": { content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
    "/api/note.csv": {
      get: { responses: { "200": { content: { "text/csv": { schema: { type: "string" } } } } } },
    },
  },
  components: {
    responses: {
      Note: { content: { "application/json": { schema: { $ref: "#/components/schemas/Note" } } } },
    },
    schemas: { Note: note },
  },
};

async function noteServer(answer: object, checkAnswers: boolean) {
  const app = Fastify({ logger: false });
  serialiseAnswers(app, document, { checkAnswers });
  app.get("/api/note/:id", async () => answer);
  await app.ready();
  return app;
}

describe("answers serialised through the contract", () => {
  it("finds a route's success schemas by its Fastify path, references inlined and defaults left out", () => {
    const { properties } = note;
    expect(answerSchemas(document, "GET", "/api/note/:id")).toEqual({
      "200": { ...note, properties: { ...properties, pinned: { type: "boolean" } } },
    });
    expect(answerSchemas(document, "GET", "/api/note.csv")).toEqual({});
    expect(answerSchemas(document, "POST", "/api/note/:id")).toEqual({});
    expect(answerSchemas(document, "GET", "/api/other")).toEqual({});
  });

  it("refuses a reference the contract does not hold", () => {
    const broken: OpenApiDocument = {
      paths: { "/x": { get: { responses: { "200": { $ref: "#/components/responses/Gone" } } } } },
      components: {},
    };
    expect(() => answerSchemas(broken, "GET", "/x")).toThrow("#/components/responses/Gone points at nothing");
  });

  it("never sends a field the contract does not name, nor a default for a field left out", async () => {
    const app = await noteServer({ id: 7, text: "Room 12", password_hash: "$argon2id$…" }, false);
    const answer = await app.inject({ method: "GET", url: "/api/note/7" });
    expect(answer.json()).toEqual({ id: 7, text: "Room 12" });
  });

  it("with checkAnswers, refuses an answer the contract would change, naming where (500)", async () => {
    const app = await noteServer({ id: 7, text: "Room 12", colour: "red" }, true);
    const answer = await app.inject({ method: "GET", url: "/api/note/7" });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).toContain("the contract's schema drops or changes answer.colour");
    const fine = await noteServer({ id: 7, text: "Room 12", default: "x" }, true);
    expect((await fine.inject({ method: "GET", url: "/api/note/7" })).json()).toEqual({
      id: 7,
      text: "Room 12",
      default: "x",
    });
  });

  it("words where two answers first differ", () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    expect(firstDifference({ a: [1, { b: "2" }] }, { a: [1, { b: 2 }] })).toBe(
      'answer.a.1.b: "2" would be sent as 2',
    );
    expect(firstDifference({ a: 1, c: true }, { a: 1 })).toBe("answer.c: true would be sent as nothing");
  });

  it("the contract names what every object in a success answer holds (else it would be written {})", () => {
    const unnamed: string[] = [];
    const walk = (schema: unknown, at: string): void => {
      if (!schema || typeof schema !== "object") return;
      const { type, properties, additionalProperties, allOf } = schema as Record<string, unknown>;
      const object = type === "object" || (Array.isArray(type) && type.includes("object"));
      if (object && !properties && additionalProperties === undefined && !allOf) unnamed.push(at);
      for (const [key, inner] of Object.entries(schema)) walk(inner, `${at}.${key}`);
    };
    for (const [path, operations] of Object.entries(openapiDocument.paths))
      for (const method of Object.keys(operations))
        for (const [status, schema] of Object.entries(answerSchemas(openapiDocument, method, path)))
          walk(schema, `${method} ${path} ${status}`);
    expect(unnamed).toEqual([]);
  });

  it("every success answer the contract describes as JSON compiles to a serialiser", async () => {
    const app = Fastify({ logger: false });
    serialiseAnswers(app, openapiDocument, { checkAnswers: false });
    let routes = 0;
    for (const [path, operations] of Object.entries(openapiDocument.paths))
      for (const method of Object.keys(operations)) {
        if (!Object.keys(answerSchemas(openapiDocument, method, path)).length) continue;
        routes++;
        app.route({
          method: method.toUpperCase() as "GET",
          url: path.replace(/\{(\w+)\}/g, ":$1"),
          handler: async () => ({}),
        });
      }
    expect(routes).toBeGreaterThan(50);
    await app.ready();
  });
});
