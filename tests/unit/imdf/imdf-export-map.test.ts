import { describe, expect, it } from "vitest";
import { readArchive } from "../../../src/server/imdf/imdf-archive.ts";
import { exportArchive, type StoredFeature } from "../../../src/server/imdf/imdf-export-map.ts";
import { planImport } from "../../../src/server/imdf/imdf-import-map.ts";
import { ids, producerFiles } from "../../support/imdf-archives.ts";

const encoded = (files: Map<string, string>) =>
  new Map([...files].map(([name, text]) => [name, new TextEncoder().encode(text)]));
const stored = (): StoredFeature[] =>
  planImport(readArchive(encoded(producerFiles()))).features.map((f, i) => ({
    id: i + 1,
    floor: f.floor,
    type: f.type,
    geometry: f.geometry as StoredFeature["geometry"],
    properties: f.properties,
    source: f.source,
  }));
const collection = (files: Map<string, string>, type: string) =>
  JSON.parse(files.get(`${type}.geojson`) ?? "{}").features as {
    id: string;
    geometry: unknown;
    properties: Record<string, unknown>;
  }[];

describe("exportArchive", () => {
  it("writes imported features back as the archive had them", () => {
    const { files } = exportArchive(stored(), new Date("2026-01-01T00:00:00Z"));
    expect(JSON.parse(files.get("manifest.json") ?? "")).toMatchObject({ version: "1.0.0", language: "pl" });
    const units = collection(files, "unit");
    const room = units.find((u) => u.id === ids.room);
    expect(room?.properties).toEqual(
      JSON.parse(producerFiles().get("unit.json") ?? "").features[0].properties,
    );
  });

  it("writes the editor's changes over the archive's properties", () => {
    const rows = stored().map((row) =>
      row.source?.id === ids.room
        ? { ...row, properties: { ...row.properties, name_pl: "Aula", accessible: false } }
        : row,
    );
    const room = collection(exportArchive(rows, new Date()).files, "unit").find((u) => u.id === ids.room);
    expect(room?.properties).toMatchObject({ name: { pl: "Aula", en: "Room 1" }, accessibility: null });
  });

  it.each([
    ["room", "unit", "room"],
    ["roi", "unit", "walkway"],
    ["wall", "unit", "structure"],
    ["door", "opening", "pedestrian"],
    ["poi", "amenity", "information"],
  ])("gives a drawn %s a stable UUID, a level and the IMDF type %s (%s)", (type, imdfType, category) => {
    const geometry =
      type === "door"
        ? {
            type: "LineString",
            coordinates: [
              [19.46, 51.77],
              [19.4601, 51.77],
            ],
          }
        : type === "poi"
          ? { type: "Point", coordinates: [19.46, 51.77] }
          : {
              type: "Polygon",
              coordinates: [
                [
                  [19.46, 51.77],
                  [19.461, 51.77],
                  [19.461, 51.771],
                  [19.46, 51.77],
                ],
              ],
            };
    const row = {
      id: 7,
      floor: "p2",
      type,
      geometry,
      properties: { key: "x", name_pl: "Nowy" },
      source: null,
    };
    const first = exportArchive([row], new Date());
    const [feature] = collection(first.files, imdfType);
    expect(feature?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(feature?.id).toBe(collection(exportArchive([row], new Date()).files, imdfType)[0]?.id);
    expect(feature?.properties.category).toBe(category);
    const [level] = collection(first.files, "level");
    expect(level?.properties.ordinal).toBe(2);
    if ("level_id" in (feature?.properties ?? {})) expect(feature?.properties.level_id).toBe(level?.id);
    expect(collection(first.files, "venue")).toHaveLength(1);
  });

  it("writes only the addresses a feature refers to: the venue's, not one per drawn feature", () => {
    const square = (x: number) => ({
      type: "Polygon",
      coordinates: [
        [
          [x, 51.77],
          [x + 0.001, 51.77],
          [x + 0.001, 51.771],
          [x, 51.77],
        ],
      ],
    });
    const rows: StoredFeature[] = [19.46, 19.47, 19.48].map((x, i) => ({
      id: i + 1,
      floor: "p0",
      type: "room",
      geometry: square(x),
      properties: { key: `r${i}`, name_pl: `Sala ${i}` },
      source: null,
    }));
    const drawn = exportArchive(rows, new Date()).files;
    const [venue] = collection(drawn, "venue");
    expect(collection(drawn, "address").map((a) => a.id)).toEqual([venue?.properties.address_id]);

    // an archive's addresses no feature names are dropped, the venue's kept
    const files = producerFiles();
    const addresses = JSON.parse(files.get("address.json") ?? "");
    const spare = { ...addresses.features[0], id: "11111111-0000-4000-8000-000000000499" };
    addresses.features.push(spare);
    files.set("address.json", JSON.stringify(addresses));
    const imported = planImport(readArchive(encoded(files))).features.map((f, i) => ({
      id: i + 1,
      floor: f.floor,
      type: f.type,
      geometry: f.geometry as StoredFeature["geometry"],
      properties: f.properties,
      source: f.source,
    }));
    const written = exportArchive(imported, new Date()).files;
    expect(collection(written, "address").map((a) => a.id)).toEqual([ids.address]);
  });

  it("leaves out beacon places, which IMDF has no place for", () => {
    const row = {
      id: 3,
      floor: "p0",
      type: "beaconplace",
      geometry: { type: "Point", coordinates: [19.46, 51.77] },
      properties: {},
      source: null,
    };
    expect(exportArchive([row], new Date()).leftOut).toEqual([3]);
  });
});
