import { describe, expect, it } from "vitest";
import { mapPath, releaseOf } from "../../../../src/console/area-parts/map-releases/release-address.ts";

describe("releaseOf: the release a map address shows", () => {
  it.each([
    { search: "", release: null },
    { search: "?release=3", release: 3 },
    { search: "release=12&other=1", release: 12 },
    { search: "?release=2147483647", release: 2147483647 },
    { search: "?release=", release: undefined },
    { search: "?release=0", release: undefined },
    { search: "?release=03", release: undefined },
    { search: "?release=-1", release: undefined },
    { search: "?release=1.5", release: undefined },
    { search: "?release=draft", release: undefined },
    { search: "?release=2147483648", release: undefined },
  ])("$search: $release", ({ search, release }) => {
    expect(releaseOf(search)).toBe(release);
  });
});

describe("mapPath", () => {
  it.each([
    { floor: "p0", release: null, path: "/cms/map/p0" },
    { floor: "p-1", release: 4, path: "/cms/map/p-1?release=4" },
  ])("$floor, release $release: $path", ({ floor, release, path }) => {
    expect(mapPath(floor, release)).toBe(path);
    expect(releaseOf(new URL(path, "http://x").search)).toBe(release);
  });
});
