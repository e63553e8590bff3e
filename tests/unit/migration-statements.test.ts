import { describe, expect, it } from "vitest";
import { splitStatements } from "../../src/server/db/migrate.ts";

describe("splitStatements", () => {
  it.each([
    ["one statement", { given: "CREATE TABLE a (x int);", want: ["CREATE TABLE a (x int)"] }],
    [
      "comments dropped, statements over several lines",
      {
        given: "-- why\nCREATE TABLE a (\n  x int\n);\n\nDROP TABLE b;\n",
        want: ["CREATE TABLE a (\n  x int\n)", "DROP TABLE b"],
      },
    ],
    [
      "a function body's semicolons stay inside it",
      {
        given:
          "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  NEW.v := OLD.v + 1;\n  RETURN NEW;\nEND\n$$;\nALTER TABLE a ADD COLUMN v int;",
        want: [
          "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  NEW.v := OLD.v + 1;\n  RETURN NEW;\nEND\n$$",
          "ALTER TABLE a ADD COLUMN v int",
        ],
      },
    ],
    [
      "a last statement without its semicolon",
      { given: "SELECT 1;\nSELECT 2", want: ["SELECT 1", "SELECT 2"] },
    ],
  ])("%s", (_name, { given, want }) => {
    expect(splitStatements(given)).toEqual(want);
  });
});
