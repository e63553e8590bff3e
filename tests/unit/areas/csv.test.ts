import { describe, expect, it } from "vitest";
import { csvByteOrderMark, csvField, csvLine } from "../../../src/server/areas/csv.ts";

describe("csvField", () => {
  const cases: [string, { given: unknown; want: string }][] = [
    ["plain text", { given: "Aula", want: "Aula" }],
    ["Polish letters as they are", { given: "Żółć gęślą", want: "Żółć gęślą" }],
    ["null is empty", { given: null, want: "" }],
    ["undefined is empty", { given: undefined, want: "" }],
    ["a comma is quoted", { given: "a, b", want: '"a, b"' }],
    ["quotes are doubled and quoted", { given: 'say "hi"', want: '"say ""hi"""' }],
    ["a line break is quoted", { given: "one\ntwo", want: '"one\ntwo"' }],
    ["a CRLF is quoted", { given: "one\r\ntwo", want: '"one\r\ntwo"' }],
    ["a formula gets an apostrophe", { given: "=1+2", want: "'=1+2" }],
    ["a plus gets an apostrophe", { given: "+48 123", want: "'+48 123" }],
    ["a minus text gets an apostrophe", { given: "-x", want: "'-x" }],
    ["an at gets an apostrophe", { given: "@SUM(A1)", want: "'@SUM(A1)" }],
    [
      "a formula with a comma: apostrophe, then quoted",
      { given: '=HYPERLINK("x",1)', want: `"'=HYPERLINK(""x"",1)"` },
    ],
    ["a semicolon (Excel's Polish separator) is quoted", { given: "a; b", want: '"a; b"' }],
    [
      "a formula after a semicolon gets an apostrophe, then quoted",
      { given: "abc;=1+1;", want: `"abc;'=1+1;"` },
    ],
    ["every cell start after a semicolon", { given: "@a;+b;-c", want: `"'@a;'+b;'-c"` }],
    ["a formula after a line break", { given: "one\n=1+1", want: `"one\n'=1+1"` }],
    ["a semicolon before plain text adds nothing", { given: "a;b=1", want: '"a;b=1"' }],
    ["a negative number stays a number", { given: -5, want: "-5" }],
    ["a boolean", { given: true, want: "true" }],
    ["an array is joined", { given: [1, 2], want: '"1, 2"' }],
  ];
  it.each(cases)("%s", (_name, { given, want }) => expect(csvField(given)).toBe(want));
});

describe("csvLine", () => {
  it("joins fields with commas and ends in CRLF", () => {
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
  it("the byte order mark is U+FEFF (EF BB BF in UTF-8)", () => {
    expect([...Buffer.from(csvByteOrderMark, "utf8")]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
