/**
 * Features prepared ahead of a floor switch: frozen, and the features that draw them built once and
 * handed to the first layer feature that shows them, never a second time.
 */
import { describe, expect, test } from "vitest";
import { prepareFeatures } from "../../../../src/console/map/editor/feature-preparation.ts";
import { drawnFeature, prepareDrawnFeature } from "../../../../src/console/map/editor/map-features.ts";
import { stored } from "../map-session/fixtures.ts";

describe("drawn features built ahead", () => {
  test("the prepared feature is handed out once, then new ones are built", () => {
    const { geometry } = stored(1);
    prepareDrawnFeature("1", geometry);
    const first = drawnFeature("1", geometry);
    const second = drawnFeature("1", geometry);
    expect(second).not.toBe(first);
    expect(second.getGeometry()).not.toBe(first.getGeometry());
    expect(second.getId()).toBe("1");
    expect(second.getGeometry()?.getExtent()).toEqual(first.getGeometry()?.getExtent());
  });

  test("a feature shown without preparation is the same as a prepared one", () => {
    const a = stored(1);
    const b = stored(1);
    prepareDrawnFeature("1", a.geometry);
    const prepared = drawnFeature("1", a.geometry);
    const built = drawnFeature("1", b.geometry);
    expect(prepared.getId()).toBe(built.getId());
    expect(prepared.getGeometry()?.getExtent()).toEqual(built.getGeometry()?.getExtent());
  });

  test("a feature prepared under another key is not handed to this one", () => {
    const { geometry } = stored(1);
    prepareDrawnFeature("1", geometry);
    expect(drawnFeature("new-1", geometry).getId()).toBe("new-1");
  });
});

describe("preparing a page", () => {
  test("freezes every feature of a floor-sized page, a few hundred per task", async () => {
    const features = Array.from({ length: 1_200 }, (_, i) => stored(i + 1));
    const preparing = prepareFeatures(features, new AbortController().signal);
    expect(Object.isFrozen(features[0]?.geometry)).toBe(true);
    expect(Object.isFrozen(features[600]?.geometry)).toBe(false);
    await preparing;
    expect(features.every((f) => Object.isFrozen(f.geometry) && Object.isFrozen(f.properties))).toBe(true);
  });

  test("stops where it is when aborted: the rest is done when the features are used", async () => {
    const features = Array.from({ length: 1_200 }, (_, i) => stored(i + 1));
    const controller = new AbortController();
    const preparing = prepareFeatures(features, controller.signal);
    controller.abort();
    await preparing;
    expect(Object.isFrozen(features[0]?.geometry)).toBe(true);
    expect(Object.isFrozen(features.at(-1)?.geometry)).toBe(false);
  });
});
