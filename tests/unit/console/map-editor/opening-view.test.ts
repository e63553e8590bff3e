/** Where the editor opens: the view kept by the browser, read with care, and the box a first visit fits. */
import { describe, expect, it } from "vitest";
import { openingBox, readView } from "../../../../src/console/map/editor/opening-view.ts";

describe("readView", () => {
  it("reads a kept view", () => {
    const kept = { centre: [30.3, 59.94], zoom: 17.5, rotation: 0.5 };
    expect(readView(JSON.stringify(kept))).toEqual(kept);
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{centre"],
    ["not an object", "7"],
    ["no centre", JSON.stringify({ zoom: 3, rotation: 0 })],
    ["a centre off the map", JSON.stringify({ centre: [200, 10], zoom: 3, rotation: 0 })],
    ["a centre beyond the projection's latitudes", JSON.stringify({ centre: [0, 89], zoom: 3, rotation: 0 })],
    ["a zoom that is no number", JSON.stringify({ centre: [19, 51], zoom: "14", rotation: 0 })],
    ["no rotation", JSON.stringify({ centre: [19, 51], zoom: 14 })],
  ])("ignores %s", (_name, raw) => {
    expect(readView(raw)).toBeNull();
  });
});

describe("openingBox", () => {
  const bounds = {
    bbox: [19.4, 51.7, 30.4, 59.95] as [number, number, number, number],
    floors: [
      { floor: "p0", bbox: [19.4, 51.7, 19.5, 51.8] as [number, number, number, number] },
      { floor: "p3", bbox: [30.3, 59.9, 30.4, 59.95] as [number, number, number, number] },
    ],
  };
  it("fits the floor's features", () => {
    expect(openingBox(bounds, "p3")).toEqual([30.3, 59.9, 30.4, 59.95]);
  });
  it("fits every floor's on a floor without features", () => {
    expect(openingBox(bounds, "p7")).toEqual([19.4, 51.7, 30.4, 59.95]);
  });
  it("fits nothing on an empty map", () => {
    expect(openingBox({ bbox: null, floors: [] }, "p0")).toBeNull();
  });
});
