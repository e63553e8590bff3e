/**
 * Features prepared ahead of a floor switch: frozen, and their map geometries built once and handed
 * to the first feature that shows them, never to a second one (interactions change them in place).
 */
import { describe, expect, test } from "vitest";
import { prepareFeatures } from "../../../../src/console/map/editor/feature-preparation.ts";
import { prepareMapGeometry, toMapGeometry } from "../../../../src/console/map/editor/geometry-convert.ts";
import { stored } from "../map-session/fixtures.ts";

describe("map geometries built ahead", () => {
  test("the prepared geometry is handed out once, then new ones are built", () => {
    const { geometry } = stored(1);
    prepareMapGeometry(geometry);
    const first = toMapGeometry(geometry);
    const second = toMapGeometry(geometry);
    expect(second).not.toBe(first);
    expect(second.getExtent()).toEqual(first.getExtent());
  });

  test("a geometry shown without preparation is the same as a prepared one", () => {
    const a = stored(1);
    const b = stored(1);
    prepareMapGeometry(a.geometry);
    expect(toMapGeometry(a.geometry).getExtent()).toEqual(toMapGeometry(b.geometry).getExtent());
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
