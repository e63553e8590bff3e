import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ImdfError } from "../../../src/server/imdf/imdf-error.ts";
import { safeEntryName, unzipLimited, zipFiles } from "../../../src/server/imdf/zip-archive.ts";

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof ImdfError) return error.code;
    throw error;
  }
  return null;
};

describe("safeEntryName", () => {
  it.each([
    ["unit.geojson", "unit.geojson"],
    ["campus/unit.json", "campus/unit.json"],
    ["./campus//unit.json", "campus/unit.json"],
    ["campus\\unit.json", "campus/unit.json"],
    ["../unit.json", null],
    ["campus/../../etc/passwd", null],
    ["/etc/passwd", null],
    ["C:/Windows/unit.json", null],
  ])("%s -> %s", (name, want) => {
    expect(safeEntryName(name)).toBe(want);
  });
});

describe("unzipLimited", () => {
  it("gives back what zipFiles wrote", () => {
    const zip = zipFiles(
      new Map([
        ["a.json", "{}"],
        ["b/c.json", "[1]"],
      ]),
    );
    const files = unzipLimited(zip);
    expect([...files].map(([name, bytes]) => [name, new TextDecoder().decode(bytes)])).toEqual([
      ["a.json", "{}"],
      ["b/c.json", "[1]"],
    ]);
  });

  it("stops a zip bomb by the bytes inflated, whatever the archive declares", () => {
    const bomb = zipSync({ "zeros.json": new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(codeOf(() => unzipLimited(bomb, { entries: 10, bytes: 1024 * 1024 }))).toBe(3106);
  });

  it.each([
    ["too many entries", zipFiles(new Map(Array.from({ length: 11 }, (_, i) => [`${i}.json`, "{}"]))), 3105],
    ["a path leaving the archive", zipFiles(new Map([["../x.json", "{}"]])), 3104],
    ["not a zip", new TextEncoder().encode("PK but not really"), 3101],
    ["an empty input", new Uint8Array(), 3101],
  ])("refuses %s", (_name, zip, code) => {
    expect(codeOf(() => unzipLimited(zip, { entries: 10, bytes: 1024 * 1024 }))).toBe(code);
  });
});
