import { readFileSync } from "node:fs";
import DxfParser from "dxf-parser";
import { describe, expect, it } from "vitest";
import { readDrawing } from "../../../../src/console/map/dxf/dxf-drawing.ts";
import {
  drawingFeatures,
  firstDrawingPlacement,
  guessTypes,
  placedGeometry,
} from "../../../../src/console/map/dxf/dxf-features.ts";
import type { Position } from "../../../../src/console/map/session/types.ts";
import { toMercator } from "../../../../src/shared/web-mercator.ts";
import { roomGrid, wingC, writeDxf } from "../../../support/dxf-writer.ts";

const parse = (text: string) => {
  const dxf = new DxfParser().parseSync(text);
  if (!dxf) throw new Error("not a drawing");
  return readDrawing(dxf);
};

/** A ring's area in square metres on the ground (local equirectangular, exact enough for a room). */
function groundArea(ring: Position[]): number {
  const lat0 = ((ring[0]?.[1] ?? 0) * Math.PI) / 180;
  const xy = ring.map(([lon, lat]) => [
    ((6378137 * lon * Math.PI) / 180) * Math.cos(lat0),
    (6378137 * lat * Math.PI) / 180,
  ]);
  let twice = 0;
  for (let i = 0; i < xy.length - 1; i++)
    twice += (xy[i]?.[0] ?? 0) * (xy[i + 1]?.[1] ?? 0) - (xy[i + 1]?.[0] ?? 0) * (xy[i]?.[1] ?? 0);
  return Math.abs(twice) / 2;
}

const centre = toMercator([19.515, 51.792]);

describe("a DXF drawing read for the map", () => {
  const drawing = parse(readFileSync("tests/fixtures/wing-c.dxf", "utf8"));

  it("lists its layers with their closed and open outlines, its texts and its unit", () => {
    expect(drawing.layers).toEqual([
      { name: "DIMENSIONS", closed: 0, open: 1 },
      { name: "ROOMS", closed: 3, open: 0 },
      { name: "WALLS", closed: 1, open: 0 },
    ]);
    expect(drawing.labels.map((l) => l.text)).toEqual(["C101", "C102", "C103"]);
    expect(drawing.unitMetres).toBe(1);
  });

  it("guesses rooms and walls from the layers' names, and leaves the rest out", () => {
    expect(guessTypes(drawing)).toEqual({ DIMENSIONS: null, ROOMS: "room", WALLS: "wall" });
  });

  it("makes rooms of their true areas, named by the text inside, and walls; skipped layers stay out", () => {
    const place = firstDrawingPlacement(drawing, 1, centre);
    const features = drawingFeatures(drawing, { ROOMS: "room", WALLS: "wall", DIMENSIONS: null }, place);
    expect(features.map((f) => f.draft.properties)).toEqual([
      { type: "room", name_pl: "C101" },
      { type: "room", name_pl: "C102" },
      { type: "room", name_pl: "C103" },
      { type: "wall" },
    ]);
    for (const { draft } of features.slice(0, 3)) {
      const name = String(draft.properties.name_pl);
      if (draft.geometry.type !== "Polygon") throw new Error("not a polygon");
      const [ring = []] = draft.geometry.coordinates;
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(groundArea(ring)).toBeCloseTo(wingC.areas[name] ?? 0, 1);
    }
  });

  it("reads millimetres, and places the drawing again by another transform", () => {
    const mm = parse(
      writeDxf({
        units: 4,
        shapes: [
          {
            layer: "Pomieszczenia",
            points: [
              [0, 0],
              [4000, 0],
              [4000, 3000],
              [0, 3000],
            ],
            closed: true,
          },
        ],
      }),
    );
    expect(mm.unitMetres).toBe(0.001);
    const place = firstDrawingPlacement(mm, 0.001, centre);
    const [room] = drawingFeatures(mm, guessTypes(mm), place);
    if (room?.draft.geometry.type !== "Polygon") throw new Error("no room");
    expect(groundArea(room.draft.geometry.coordinates[0] ?? [])).toBeCloseTo(12, 1);
    const doubled = placedGeometry(room.outline, "Polygon", [
      place[0] * 2,
      0,
      place[2],
      0,
      place[4] * 2,
      place[5],
    ]);
    if (doubled.type !== "Polygon") throw new Error("not a polygon");
    expect(groundArea(doubled.coordinates[0] ?? [])).toBeCloseTo(48, 1);
  });

  it("reads 500 rooms", () => {
    const grid = parse(writeDxf(roomGrid(500)));
    const features = drawingFeatures(grid, guessTypes(grid), firstDrawingPlacement(grid, 1, centre));
    expect(features).toHaveLength(500);
    expect(features[499]?.draft.properties.name_pl).toBe("R500");
  });
});
