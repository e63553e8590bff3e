/**
 * fast-check arbitraries drawn from the JSON Schemas of generated/openapi.json, for the API fuzz test:
 * values the schema accepts and, in hostile mode, at every level now and then a value meant to break
 * the server (NUL, lone surrogates, integers past PostgreSQL's range, Infinity, deep nesting, very
 * long text, the wrong type, an unknown field).
 */
import fc from "fast-check";

export type Schema = Record<string, unknown>;

/** Texts JSON.stringify cannot write (1e400, thousands of levels) travel as markers swapped afterwards. */
const rawTexts: string[] = [];
const raw = (text: string) => `\uF8FF${rawTexts.push(text) - 1}\uF8FF`;

/** The JSON text of a generated value, raw texts put in place. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\uF8FF(\d+)\uF8FF"/g, (_, i) => rawTexts[Number(i)] ?? "null");
}

/** JSON text of objects `levels` deep, each holding the next under `key` */
export function nested(levels: number, key = "a"): string {
  const open = `{"${key}":`;
  return `${open.repeat(levels)}1${"}".repeat(levels)}`;
}

export const hostileStrings = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\udc00\ud800",
  "x".repeat(100_000),
  "",
  " ",
  "'; DROP TABLE record; --",
  "../../etc/passwd",
  "\u202e😀\u0301",
];

export const hostileNumbers = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  0,
  -1,
  0.5,
  raw("1e400"),
  raw("-1e400"),
  raw("123456789012345678901234567890"),
];

const hostileShapes = [
  null,
  true,
  [],
  {},
  [null],
  { "": 1 },
  raw(nested(3000)),
  raw(nested(3000, "constructor")),
  raw(`${"[".repeat(10_000)}${"]".repeat(10_000)}`),
  raw('{"__proto__":{"admin":true}}'),
  raw('{"constructor":{"prototype":{"admin":true}}}'),
];

export const hostile: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  ...hostileStrings,
  ...hostileNumbers,
  ...hostileShapes,
);

export interface Draw {
  /** resolves a `#/components/...` reference of the document */
  resolve(ref: string): Schema;
  /** how often a hostile value stands in for a generated one (0: never) */
  hostility: number;
}

const maxDepth = 8;

/** Strings matching `pattern`, or null where fast-check cannot generate them (look-arounds). */
function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  if (/\(\?[=!<]/.test(pattern)) return null;
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, 40);
  switch (schema.format) {
    case "date":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "email":
      return fc.emailAddress();
    case "uri":
      return fc.webUrl();
  }
  const pattern = typeof schema.pattern === "string" ? patternArbitrary(schema.pattern) : null;
  if (pattern) return pattern;
  // a password pattern wants upper, lower and digit: give it a start that has them
  const prefix = typeof schema.pattern === "string" ? "Aa1" : "";
  return fc
    .string({ unit: "grapheme", minLength: Math.max(minLength - prefix.length, 0), maxLength })
    .map((s) => prefix + s);
}

/** A GeoJSON geometry near the campus: the map's calls then reach the database. */
function geometryArbitrary(): fc.Arbitrary<unknown> {
  const position = fc.tuple(
    fc.double({ min: 19.46, max: 19.47, noNaN: true }),
    fc.double({ min: 51.76, max: 51.77, noNaN: true }),
  );
  return fc.oneof(
    position.map((p) => ({ type: "Point", coordinates: p })),
    fc.tuple(position, position).map((line) => ({ type: "LineString", coordinates: line })),
    position.map(([x, y]) => ({
      type: "Polygon",
      coordinates: [
        [
          [x, y],
          [x + 0.0001, y],
          [x + 0.0001, y + 0.0001],
          [x, y],
        ],
      ],
    })),
  );
}

/** All of `allOf` as one object schema (the document only combines objects). */
function merged(schemas: Schema[], draw: Draw): Schema {
  const parts = schemas.map((s) => (typeof s.$ref === "string" ? draw.resolve(s.$ref) : s));
  return {
    type: "object",
    required: parts.flatMap((p) => (p.required as string[] | undefined) ?? []),
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
  };
}

function objectArbitrary(schema: Schema, draw: Draw, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  if (properties.coordinates) return geometryArbitrary();
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, drawnFrom(s, draw, depth + 1)]),
  );
  const record = fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
  if (!draw.hostility) return record;
  // now and then a field the schema does not name, with a hostile value
  return fc
    .tuple(record, fc.option(hostile, { freq: 8 }))
    .map(([value, extra]) => (extra === null ? value : { ...(value as object), unknown_field: extra }));
}

/** Generated values and, half the time, the schema's own example or default: they pass the checks beyond it. */
function conforming(schema: Schema, draw: Draw, depth: number): fc.Arbitrary<unknown> {
  const generated = generatedFrom(schema, draw, depth);
  const known = [schema.example, schema.default].filter((v) => v !== undefined);
  return known.length ? fc.oneof(generated, fc.constantFrom(...known)) : generated;
}

function generatedFrom(schema: Schema, draw: Draw, depth: number): fc.Arbitrary<unknown> {
  if (depth > maxDepth) return fc.constant(null);
  if (typeof schema.$ref === "string") return conforming(draw.resolve(schema.$ref), draw, depth + 1);
  if (Array.isArray(schema.allOf)) return objectArbitrary(merged(schema.allOf, draw), draw, depth);
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((s) => drawnFrom(s, draw, depth + 1)));
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => conforming({ ...schema, type }, draw, depth)));
  switch (schema.type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return fc.integer({
        min: Math.max((schema.minimum as number | undefined) ?? -(2 ** 31), -(2 ** 31)),
        max: Math.min((schema.maximum as number | undefined) ?? 2 ** 31 - 1, 2 ** 31 - 1),
      });
    case "number":
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e9,
        max: (schema.maximum as number | undefined) ?? 1e9,
        noNaN: true,
      });
    case "boolean":
      return fc.boolean();
    case "array": {
      const items = drawnFrom((schema.items ?? {}) as Schema, draw, depth + 1);
      // at most 3 items, unless the schema asks for more (a transform's 6 numbers)
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const constraints = {
        minLength,
        maxLength: Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 3, 3)),
      };
      return schema.uniqueItems ? fc.uniqueArray(items, constraints) : fc.array(items, constraints);
    }
    case "object":
      return objectArbitrary(schema, draw, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value for `schema`: generated from it, or (with draw.hostility) now and then a hostile one. */
export function drawnFrom(schema: Schema, draw: Draw, depth = 0): fc.Arbitrary<unknown> {
  const value = conforming(schema, draw, depth);
  if (!draw.hostility) return value;
  return fc.oneof(
    { weight: Math.round(1 / draw.hostility) - 1, arbitrary: value },
    { weight: 1, arbitrary: hostile },
  );
}
