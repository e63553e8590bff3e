/** Table tests of the schema transforms: model, DDL and the migration a manifest change needs. */
import { describe, expect, it } from "vitest";
import type { LoadedArea } from "../../../generator/manifest-types.ts";
import {
  SchemaChangeRefused,
  type SchemaHints,
  schemaChanges,
} from "../../../generator/transforms/schema-ddl.ts";
import {
  migrationName,
  nextMigrationNumber,
  type SchemaSnapshot,
  schemaHints,
  schemaOutputs,
  snapshotPath,
} from "../../../generator/transforms/schema-migration.ts";
import {
  fieldCheck,
  ruleCheck,
  type SchemaModel,
  schemaModel,
  type TableModel,
} from "../../../generator/transforms/schema-model.ts";
import type { FieldSpec, RuleSpec } from "../../../src/shared/area-spec.ts";
import { areaSpecOf, fieldSpec } from "../../support/area-spec-fixtures.ts";

const field = fieldSpec;
const area = areaSpecOf;

const table = (name: string, over: Partial<TableModel> = {}): TableModel => ({
  name,
  columns: [],
  checks: [],
  indexes: [],
  ...over,
});

describe("fieldCheck", () => {
  const cases: [string, { given: FieldSpec; want: string | undefined }][] = [
    ["a plain text has none", { given: field("a"), want: undefined }],
    ["a text's maximum length", { given: field("a", { max: 80 }), want: `char_length("a") <= 80` }],
    [
      "an enumeration's values",
      { given: field("s", { type: "enum", values: ["on", "o'ff"] }), want: `"s" IN ('on', 'o''ff')` },
    ],
    [
      "a number's bounds",
      { given: field("n", { type: "integer", min: 1, max: 9 }), want: `"n" >= 1 AND "n" <= 9` },
    ],
    ["a date has none", { given: field("d", { type: "date", max: 3 }), want: undefined }],
  ];
  it.each(cases)("%s", (_, { given, want }) => expect(fieldCheck(given)).toBe(want));
});

describe("ruleCheck", () => {
  const rule = (over: Partial<RuleSpec>): RuleSpec => ({
    kind: "ordered",
    fields: ["a", "b"],
    code: 1,
    ...over,
  });
  const cases: [string, { given: RuleSpec; want: string | undefined }][] = [
    ["two ordered fields", { given: rule({}), want: `"a" IS NULL OR "b" IS NULL OR "a" <= "b"` }],
    [
      "three ordered fields are left to the server",
      { given: rule({ fields: ["a", "b", "c"] }), want: undefined },
    ],
    ["at most N active needs other rows", { given: rule({ kind: "maxActive", limit: 5 }), want: undefined }],
  ];
  it.each(cases)("%s", (_, { given, want }) => expect(ruleCheck(given)).toBe(want));
});

describe("schemaModel", () => {
  const areas = [
    area("shelf", { codes: { inUse: 10 }, fields: [field("name", { unique: true })], sortable: ["name"] }),
    area("book", {
      fields: [
        field("shelf_id", { type: "reference", ref: "shelf" }),
        field("owner_id", { type: "reference", ref: "user" }),
        field("price", { type: "number" }),
        field("on", { type: "date" }),
        field("at", { type: "datetime" }),
        field("ok", { type: "boolean" }),
      ],
      rules: [{ kind: "maxActive", fields: ["ok"], limit: 2, code: 1 }],
    }),
    area("user", { store: "users" }),
    area("shelf_view", { viewOf: "shelf", where: { name: "x" } }),
  ];
  const model = schemaModel(areas);

  it("has a table per area but views and the accounts' area, sorted by name", () => {
    expect(model.tables.map((t) => t.name)).toEqual(["book", "shelf"]);
  });
  it("types the columns and points references at their tables", () => {
    expect(model.tables[0]?.columns).toEqual([
      { name: "shelf_id", type: "integer", references: { table: "shelf", onDelete: "restrict" } },
      { name: "owner_id", type: "integer", references: { table: "app_user", onDelete: "set null" } },
      { name: "price", type: "numeric" },
      { name: "on", type: "date" },
      { name: "at", type: "timestamptz" },
      { name: "ok", type: "boolean" },
    ]);
  });
  it("leaves a read-only field's values unchecked: another system writes them", () => {
    const [t] = schemaModel([
      area("x", {
        fields: [field("f", { type: "enum", values: ["a"], readOnly: true }), field("g", { max: 3 })],
      }),
    ]).tables;
    expect(t?.columns).toEqual([
      { name: "f", type: "text" },
      { name: "g", type: "text", check: `char_length("g") <= 3` },
    ]);
  });
  it("indexes references, sorted columns, views' filters and rule groups", () => {
    expect(model.tables[0]?.indexes.map((i) => i.name)).toEqual([
      "book_ok_idx",
      "book_owner_id_idx",
      "book_shelf_id_idx",
    ]);
    expect(model.tables[1]?.indexes).toEqual([
      { name: "shelf_name_idx", sql: `("name", id)` },
      { name: "shelf_name_sort_idx", sql: `(lower("name"), id)` },
    ]);
  });
});

describe("schemaChanges", () => {
  const text = (name: string, over = {}) => ({ name, type: "text" as const, ...over });
  const cases: [
    string,
    { before: TableModel[]; after: TableModel[]; hints?: SchemaHints; want: string[] },
  ][] = [
    ["no change, no statement", { before: [table("a")], after: [table("a")], want: [] }],
    [
      "a new field is a new column",
      {
        before: [table("a", { columns: [text("x")] })],
        after: [table("a", { columns: [text("x"), text("y")] })],
        want: [`ALTER TABLE "a" ADD COLUMN "y" text`],
      },
    ],
    [
      "a changed bound replaces its CHECK, not valid for the rows already there",
      {
        before: [table("a", { columns: [text("x", { check: "x < 1" })] })],
        after: [table("a", { columns: [text("x", { check: "x < 2" })] })],
        want: [
          `ALTER TABLE "a" DROP CONSTRAINT IF EXISTS "a_x_check"`,
          `ALTER TABLE "a" ADD CONSTRAINT "a_x_check" CHECK (x < 2) NOT VALID`,
        ],
      },
    ],
    [
      "a field made unique",
      {
        before: [table("a", { columns: [text("x")] })],
        after: [table("a", { columns: [text("x", { unique: true })] })],
        want: [`ALTER TABLE "a" ADD CONSTRAINT "a_x_key" UNIQUE ("x")`],
      },
    ],
    [
      "a renamed field keeps its column",
      {
        before: [table("a", { columns: [text("x")] })],
        after: [table("a", { columns: [text("y")] })],
        hints: { renamedColumns: { a: { y: "x" } } },
        want: [`ALTER TABLE "a" RENAME COLUMN "x" TO "y"`],
      },
    ],
    [
      "a dropped field, when the manifest allows it",
      {
        before: [table("a", { columns: [text("x")] })],
        after: [table("a")],
        hints: { droppedColumns: { a: ["x"] } },
        want: [`ALTER TABLE "a" DROP COLUMN "x"`],
      },
    ],
    [
      "an integer widened to a number",
      {
        before: [table("a", { columns: [{ name: "n", type: "integer" }] })],
        after: [table("a", { columns: [{ name: "n", type: "numeric" }] })],
        want: [`ALTER TABLE "a" ALTER COLUMN "n" TYPE numeric USING "n"::numeric`],
      },
    ],
    [
      "a changed reference: its foreign key dropped first, added last",
      {
        before: [
          table("a", {
            columns: [{ name: "r", type: "integer", references: { table: "b", onDelete: "restrict" } }],
          }),
        ],
        after: [
          table("a", {
            columns: [{ name: "r", type: "integer", references: { table: "c", onDelete: "restrict" } }],
          }),
        ],
        want: [
          `ALTER TABLE "a" DROP CONSTRAINT IF EXISTS "a_r_fkey"`,
          `ALTER TABLE "a" ADD CONSTRAINT "a_r_fkey" FOREIGN KEY ("r") REFERENCES "c" (id) ON DELETE RESTRICT NOT VALID`,
        ],
      },
    ],
  ];
  it.each(cases)("%s", (_, { before, after, hints, want }) =>
    expect(schemaChanges({ tables: before }, { tables: after }, hints)).toEqual(want),
  );

  const refusals: [string, { before: TableModel[]; after: TableModel[]; want: RegExp }][] = [
    [
      "a removed field",
      {
        before: [table("a", { columns: [text("x")] })],
        after: [table("a")],
        want: /renamedFrom: x.*dropFields/,
      },
    ],
    ["a removed area", { before: [table("a")], after: [], want: /a: the area is gone.*renamedFrom: a/ }],
    [
      "a narrowing type change",
      {
        before: [table("a", { columns: [text("x")] })],
        after: [table("a", { columns: [{ name: "x", type: "integer" }] })],
        want: /changing text to integer may lose values/,
      },
    ],
  ];
  it.each(refusals)("refuses %s", (_, { before, after, want }) => {
    expect(() => schemaChanges({ tables: before }, { tables: after })).toThrow(SchemaChangeRefused);
    expect(() => schemaChanges({ tables: before }, { tables: after })).toThrow(want);
  });

  it("creates a new table on the areas' shared id sequence, with its trigger, indexes and, after every table, its foreign keys", () => {
    const statements = schemaChanges(
      { tables: [] },
      {
        tables: [
          table("a", {
            columns: [{ name: "b_id", type: "integer", references: { table: "b", onDelete: "restrict" } }],
            indexes: [{ name: "a_b_id_idx", sql: `("b_id")` }],
          }),
          table("b"),
        ],
      },
    );
    expect(statements.map((s) => s.split(" (")[0])).toEqual([
      `CREATE SEQUENCE IF NOT EXISTS "area_record_id"`,
      `CREATE TABLE "a"`,
      `CREATE TRIGGER "a_version" BEFORE UPDATE ON "a" FOR EACH ROW EXECUTE FUNCTION bump_version()`,
      `CREATE INDEX "a_b_id_idx" ON "a"`,
      `CREATE TABLE "b"`,
      `CREATE TRIGGER "b_version" BEFORE UPDATE ON "b" FOR EACH ROW EXECUTE FUNCTION bump_version()`,
      `ALTER TABLE "a" ADD CONSTRAINT "a_b_id_fkey" FOREIGN KEY`,
    ]);
  });

  it("renames a table its manifest renamed", () => {
    expect(
      schemaChanges(
        { tables: [table("old")] },
        { tables: [table("new")] },
        { renamedTables: { new: "old" } },
      ),
    ).toEqual([
      `ALTER TABLE "old" RENAME TO "new"`,
      `ALTER TRIGGER "old_version" ON "new" RENAME TO "new_version"`,
    ]);
  });
});

describe("schemaHints", () => {
  it("reads renames and drops, a translated field's for both of its columns", () => {
    const loaded = (manifest: Partial<LoadedArea["manifest"]>): LoadedArea => ({
      file: "x.yaml",
      manifest: {
        area: "a",
        title: { pl: "", en: "" },
        itemTitle: { pl: "", en: "" },
        codeRanges: [],
        actions: {},
        ...manifest,
      },
    });
    expect(
      schemaHints([
        loaded({
          renamedFrom: "old_a",
          dropFields: ["gone"],
          fields: {
            title: { type: "string", label: { pl: "", en: "" }, translated: true, renamedFrom: "name" },
            note: { type: "text", label: { pl: "", en: "" }, renamedFrom: "remark" },
          },
        }),
      ]),
    ).toEqual({
      renamedTables: { a: "old_a" },
      droppedColumns: { a: ["gone"] },
      renamedColumns: { a: { title_pl: "name_pl", title_en: "name_en", note: "remark" } },
    });
  });
});

describe("schemaOutputs", () => {
  const model: SchemaModel = { tables: [table("a", { columns: [{ name: "x", type: "text" }] })] };
  const snapshot = (migration: string, tables: TableModel[]): SchemaSnapshot => ({ migration, tables });

  it("writes the first migration and the snapshot on a schema with no snapshot yet", () => {
    const out = schemaOutputs(model, undefined, ["001_initial.sql"], {});
    expect([...out.keys()]).toEqual(["src/server/db/migrations/002_schema_tables.sql", snapshotPath]);
    expect(out.get("src/server/db/migrations/002_schema_tables.sql")).toMatch(
      /^-- generated from manifests\/areas\/\*\.yaml by generator\/transforms\/schema-migration\.ts: do not edit\nCREATE SEQUENCE IF NOT EXISTS "area_record_id";\nCREATE TABLE "a" \(\n {2}id integer PRIMARY KEY DEFAULT nextval\('area_record_id'\)/,
    );
    expect(JSON.parse(out.get(snapshotPath) ?? "{}")).toMatchObject({ migration: "002_schema_tables.sql" });
  });
  it("writes only the snapshot, unchanged, when the manifests did not change the schema", () => {
    const out = schemaOutputs(
      model,
      snapshot("002_schema_tables.sql", model.tables),
      ["002_schema_tables.sql"],
      {},
    );
    expect([...out.keys()]).toEqual([snapshotPath]);
  });
  it("names the next migration after the tables it changes", () => {
    const out = schemaOutputs(
      model,
      snapshot("014_schema_tables.sql", [table("a")]),
      ["014_schema_tables.sql", "015_move_records.sql"],
      {},
    );
    expect([...out.keys()][0]).toBe("src/server/db/migrations/016_schema_a.sql");
  });
  it("numbers migrations after the highest there is", () => {
    expect(nextMigrationNumber(["001_a.sql", "013_b.sql", "README"])).toBe("014");
    expect(migrationName("016", { tables: [] }, model)).toBe("016_schema_tables.sql");
  });
});
