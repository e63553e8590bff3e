/**
 * The two forms of a session feature on the map: the drawn one a floor is shown with, and the
 * editable one the interactions change. They must show the same place, kind and parts.
 */

import { toGeometry } from "ol/render/Feature";
import { describe, expect, test } from "vitest";
import { drawnFeature, editableFeature } from "../../../../src/console/map/editor/map-features.ts";
import type { Geometry, Position } from "../../../../src/console/map/session/types.ts";
import { origin, square } from "../map-session/fixtures.ts";

const [lon, lat] = origin;
const ring = (size: number, dx = 0): Position[] => [
  [lon + dx, lat],
  [lon + dx + size, lat],
  [lon + dx + size, lat + size],
  [lon + dx, lat + size],
  [lon + dx, lat],
];

const cases: [string, { given: Geometry; kind: string; parts: number }][] = [
  ["a point", { given: { type: "Point", coordinates: [lon, lat] }, kind: "Point", parts: 1 }],
  [
    "a line",
    { given: { type: "LineString", coordinates: ring(1e-4).slice(0, 3) }, kind: "LineString", parts: 1 },
  ],
  ["a room drawn anticlockwise", { given: square(1, 1), kind: "Polygon", parts: 1 }],
  [
    "a room drawn clockwise",
    { given: { type: "Polygon", coordinates: [ring(1e-4).reverse()] }, kind: "Polygon", parts: 1 },
  ],
  [
    "a room with a hole",
    {
      given: { type: "Polygon", coordinates: [ring(4e-4), ring(1e-4, 1e-4).reverse()] },
      kind: "Polygon",
      parts: 1,
    },
  ],
  [
    "two rooms as one multipolygon, the first with a hole",
    {
      given: {
        type: "MultiPolygon",
        coordinates: [[ring(4e-4), ring(1e-4, 1e-4)], [ring(1e-4, 1e-3)]],
      },
      kind: "MultiPolygon",
      parts: 2,
    },
  ],
];

describe("a drawn feature and an editable one of the same geometry", () => {
  test.each(cases)("%s: same id, extent, kind and parts", (_name, { given, kind, parts }) => {
    const drawn = drawnFeature("7", given);
    const editable = editableFeature("7", given);
    expect(drawn.getId()).toBe("7");
    expect(editable.getId()).toBe("7");
    expect(drawn.getExtent()).toEqual(editable.getGeometry()?.getExtent());
    // What snapping reads back from the drawn form (extent-snap.ts) is the editable form's kind.
    const readBack = toGeometry(drawn);
    expect(readBack.getType()).toBe(kind);
    expect(editable.getGeometry()?.getType()).toBe(kind);
    const partsOf = (geometry: typeof readBack) =>
      geometry.getType() === "MultiPolygon"
        ? (geometry as unknown as { getPolygons(): unknown[] }).getPolygons().length
        : 1;
    expect(partsOf(readBack)).toBe(parts);
  });

  test("a hole stays a hole: the read-back room has two rings, not two rooms", () => {
    const given: Geometry = { type: "Polygon", coordinates: [ring(4e-4), ring(1e-4, 1e-4)] };
    const readBack = toGeometry(drawnFeature("1", given)) as unknown as { getLinearRingCount(): number };
    expect(readBack.getLinearRingCount()).toBe(2);
  });
});
