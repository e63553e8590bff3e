/**
 * The layer shows a loaded floor with drawn (render) features, and hands the interactions an
 * editable Feature in the same place of the source as soon as they need one or anything about the
 * feature changes; hidden types stay out of the source in either form.
 */
import Feature from "ol/Feature";
import RenderFeature from "ol/render/Feature";
import { describe, expect, test } from "vitest";
import { editableFeature } from "../../../../src/console/map/editor/map-features.ts";
import { SessionLayer } from "../../../../src/console/map/editor/session-layer.ts";
import { EditSession } from "../../../../src/console/map/session/edit-session.ts";
import { square, stored } from "../map-session/fixtures.ts";

function floor(count = 3) {
  const session = new EditSession();
  session.load(Array.from({ length: count }, (_, i) => stored(i + 1)));
  const layer = new SessionLayer({ lang: () => "pl" });
  layer.reset(session);
  session.subscribe((change) => layer.apply(session, change));
  return { session, layer };
}

/** What the source holds for `key`: "drawn", "editable" or "none". */
function held(layer: SessionLayer, key: string) {
  const feature = layer.source.getFeatureById(key);
  if (feature instanceof RenderFeature) return "drawn";
  return feature instanceof Feature ? "editable" : "none";
}

describe("a loaded floor", () => {
  test("is drawn with render features, one per feature, by key", () => {
    const { layer } = floor();
    expect(layer.shownCount).toBe(3);
    expect(["1", "2", "3"].map((key) => held(layer, key))).toEqual(["drawn", "drawn", "drawn"]);
  });

  test("a feature asked for by an interaction becomes editable in its place, the others stay drawn", () => {
    const { layer } = floor();
    const extent = layer.extentOf("2");
    const feature = layer.feature("2");
    expect(feature).toBeInstanceOf(Feature);
    expect(layer.feature("2")).toBe(feature);
    expect(feature?.getGeometry()?.getExtent()).toEqual(extent);
    expect(held(layer, "2")).toBe("editable");
    expect(layer.source.getFeatureById("2")).toBe(feature);
    expect(layer.source.getFeatures()).toHaveLength(3);
    expect(layer.shownCount).toBe(3);
    expect([held(layer, "1"), held(layer, "3")]).toEqual(["drawn", "drawn"]);
  });
});

describe("what makes a feature editable", () => {
  const cases: [string, (s: ReturnType<typeof floor>) => void, Record<string, string>][] = [
    ["a mark", ({ layer }) => layer.mark("invalid", ["1"]), { "1": "editable", "2": "drawn" }],
    [
      "an edit of its geometry",
      ({ session }) => session.update([{ key: "2", geometry: square(9, 9) }]),
      { "1": "drawn", "2": "editable" },
    ],
    [
      "an edit of its properties",
      ({ session }) => session.update([{ key: "1", properties: { type: "room", name: "renamed" } }]),
      { "1": "editable", "2": "drawn" },
    ],
    [
      "a load that brings the same features again",
      ({ session }) => session.load([stored(1), stored(2)]),
      { "1": "drawn", "2": "drawn" },
    ],
  ];

  test.each(cases)("%s", (_name, act, want) => {
    const setup = floor(2);
    act(setup);
    expect({ "1": held(setup.layer, "1"), "2": held(setup.layer, "2") }).toEqual(want);
  });

  test("an edited geometry is what the editable feature shows", () => {
    const { session, layer } = floor(2);
    session.update([{ key: "2", geometry: square(9, 9) }]);
    expect(layer.feature("2")?.getGeometry()?.getExtent()).toEqual(
      editableFeature("2", square(9, 9)).getGeometry()?.getExtent(),
    );
  });
});

describe("hidden types", () => {
  test("leave the source in either form and come back in the form they had", () => {
    const { session, layer } = floor(2);
    session.load([stored(3, { type: "door" })]);
    layer.feature("3");
    layer.setHidden(new Set(["door"]));
    expect(held(layer, "3")).toBe("none");
    expect(layer.visible("3")).toBe(false);
    expect(layer.shownCount).toBe(2);
    layer.setHidden(new Set());
    expect(held(layer, "3")).toBe("editable");
    expect(layer.shownCount).toBe(3);
  });

  test("a hidden feature made editable is not put in the source", () => {
    const { session, layer } = floor(1);
    session.load([stored(2, { type: "door" })]);
    layer.setHidden(new Set(["door"]));
    expect(layer.feature("2")).toBeInstanceOf(Feature);
    expect(held(layer, "2")).toBe("none");
    expect(layer.shownCount).toBe(1);
  });
});
