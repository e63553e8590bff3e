/**
 * The map features of the demo campus, drawn in metres on a local grid and stored in WGS84
 * ([lon, lat], EPSG:4326): the campus, its two buildings and car parks, and per building and level
 * the level outline, walls, rooms with their doors, the corridor and door-to-room routes, stairs and
 * lift connectors shared across levels, points of interest, regions and beacon places.
 */
import {
  type Building,
  buildings,
  corridorWidth,
  type Floor,
  floorLabels,
  floors,
  roomKey,
} from "./campus-plan.ts";

export type Position = [number, number];
export type Geometry =
  | { type: "Point"; coordinates: Position }
  | { type: "LineString"; coordinates: Position[] }
  | { type: "Polygon"; coordinates: Position[][] };

export interface Feature {
  floor: Floor;
  type: string;
  geometry: Geometry;
  properties: Record<string, unknown>;
}

/** Where a beacon hangs: on a corridor ceiling `x` metres from the building's west wall, or outdoors. */
export type BeaconPlace = { building: string; x: number } | { outdoor: Position };

const corridorBeacons: [building: string, floor: Floor, xs: number[]][] = [
  ["A", "p-1", [15, 45]],
  ["A", "p0", [10, 25, 40, 55]],
  ["A", "p1", [10, 30, 50]],
  ["A", "p2", [10, 30, 50]],
  ["A", "p3", [15, 45]],
  ["B", "p0", [10, 25, 40]],
  ["B", "p1", [15, 35]],
  ["B", "p2", [25]],
];
const outdoorBeacons: Position[] = [
  [24, 88],
  [124, 88],
];
const nth = (group: string, i: number) => `UMED-${group}-${String(i + 1).padStart(2, "0")}`;

/**
 * The places of the demo beacons (manifests/seed/beacons.yaml) by the beacon's name: UMED-A-P0-02 is
 * the second on floor p0 of building A, UMED-OUT-01 the first outdoors. A beacon placed nowhere is
 * not drawn.
 */
export const beaconPlaces = new Map<string, BeaconPlace>([
  ...corridorBeacons.flatMap(([building, floor, xs]) =>
    xs.map((x, i): [string, BeaconPlace] => [nth(`${building}-${floor.toUpperCase()}`, i), { building, x }]),
  ),
  ...outdoorBeacons.map((outdoor, i): [string, BeaconPlace] => [nth("OUT", i), { outdoor }]),
]);

export interface MapRefs {
  /** ids of the seeded map categories by key; empty when they could not be seeded */
  categories: Partial<Record<string, number>>;
  beacons: { id: number; name: string; mac: string; floor: Floor; place: BeaconPlace }[];
}

// The local grid's origin, chosen so that the campus centre lies at the map's default centre.
const origin = { lon: 19.4651, lat: 51.7692 };
const metresPerDegreeLat = 111_250;
const metresPerDegreeLon = 111_320 * Math.cos((origin.lat * Math.PI) / 180);
const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

/** metres east and north of the campus origin -> [lon, lat] */
export function toLonLat([x, y]: Position): Position {
  return [round7(origin.lon + x / metresPerDegreeLon), round7(origin.lat + y / metresPerDegreeLat)];
}

const point = (p: Position): Geometry => ({ type: "Point", coordinates: toLonLat(p) });
const line = (ps: Position[]): Geometry => ({ type: "LineString", coordinates: ps.map(toLonLat) });
const ring = (x0: number, y0: number, x1: number, y1: number): Position[] =>
  [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ].map((p) => toLonLat(p as Position));
const rect = (x0: number, y0: number, x1: number, y1: number): Geometry => ({
  type: "Polygon",
  coordinates: [ring(x0, y0, x1, y1)],
});

const wallThickness = 0.3;
const doorWidth = 1;

/** Geometry of one building in campus metres: corridor line, room rectangles and their doors. */
function layout(b: Building) {
  const [bx, by] = b.origin;
  const perSide = b.floors.p0.length / 2;
  const slot = b.length / perSide;
  const corridorY = by + b.depth / 2;
  const south = corridorY - corridorWidth / 2;
  const north = corridorY + corridorWidth / 2;
  const rooms = Array.from({ length: perSide * 2 }, (_, i) => {
    const onSouth = i < perSide;
    const x0 = bx + (i % perSide) * slot;
    const [y0, y1] = onSouth ? [by, south] : [north, by + b.depth];
    const doorX = x0 + slot / 2;
    const wallY = onSouth ? south : north;
    return {
      box: [x0, y0, x0 + slot, y1] as const,
      centre: [doorX, (y0 + y1) / 2] as Position,
      door: [doorX, wallY] as Position,
      area: slot * (y1 - y0),
    };
  });
  return {
    rooms,
    corridorY,
    west: bx,
    east: bx + b.length,
    stairs: [bx + 1, corridorY] as Position,
    lift: [bx + b.length - 1, corridorY] as Position,
    entrance: [bx, corridorY] as Position,
  };
}

const fill = (text: string, key: string) => text.replaceAll("{key}", key);

function levelFeatures(b: Building, floor: Floor, refs: MapRefs): Feature[] {
  const geo = layout(b);
  const [bx, by] = b.origin;
  const level = Number(floor.slice(1));
  const features: Feature[] = [];
  const add = (type: string, geometry: Geometry, properties: Record<string, unknown>) =>
    features.push({ floor, type, geometry, properties: { type, building: b.key, ...properties } });

  add("level", rect(bx, by, geo.east, by + b.depth), {
    key: `${b.key}-${floor}`,
    name_pl: `${b.name_pl}, ${floorLabels[floor].pl.toLowerCase()}`,
    name_en: `${b.name_en}, ${floorLabels[floor].en.toLowerCase()}`,
    level_label_pl: floorLabels[floor].pl,
    level_label_en: floorLabels[floor].en,
    ordinal: level,
  });
  const t = wallThickness;
  add(
    "wall",
    {
      type: "Polygon",
      coordinates: [
        ring(bx, by, geo.east, by + b.depth),
        ring(bx + t, by + t, geo.east - t, by + b.depth - t),
      ],
    },
    { key: `${b.key}-${floor}-W`, thickness: t },
  );

  const junctions: number[] = [];
  b.floors[floor].forEach((room, i) => {
    const key = roomKey(b.key, floor, i);
    const slot = geo.rooms[i];
    if (!slot) throw new Error(`${b.key} ${floor} has more rooms than the p0 plan has places`);
    const { box, centre, door, area } = slot;
    const accessible = !room.hidden;
    add("room", rect(...box), {
      key,
      name_pl: fill(room.pl, key),
      name_en: fill(room.en, key),
      category_id: room.category ? (refs.categories[room.category] ?? null) : null,
      accessible,
      visible: !room.hidden,
      area_size: Math.round(area * 10) / 10,
      sort: i + 1,
    });
    add(
      "door",
      line([
        [door[0] - doorWidth / 2, door[1]],
        [door[0] + doorWidth / 2, door[1]],
      ]),
      {
        key: `${key}-D`,
        room: key,
        accessible,
      },
    );
    add("route", line([[door[0], geo.corridorY], door, centre]), {
      key: `${key}-R`,
      room: key,
      direction: "both",
      routing: true,
      accessible,
    });
    junctions.push(door[0]);
  });

  const start = floor === "p0" ? geo.west : geo.stairs[0];
  const xs = [...new Set([start, geo.stairs[0], ...junctions, geo.lift[0]])].sort((a, b) => a - b);
  add("route", line(xs.map((x) => [x, geo.corridorY])), {
    key: `${b.key}-${floor}-K`,
    name_pl: "Korytarz",
    name_en: "Corridor",
    direction: "both",
    routing: true,
    accessible: true,
  });

  const connector = (at: Position, key: string, kind: string, pl: string, en: string, extra = {}) =>
    add("connector", point(at), {
      key: `${key}-${floor}`,
      connector_key: key,
      connector_type: kind,
      name_pl: pl,
      name_en: en,
      direction: "both",
      routing: true,
      ...extra,
    });
  connector(geo.stairs, `${b.key}-S1`, "stairs", `Klatka schodowa ${b.key}`, `Staircase ${b.key}`, {
    travel_time: 20,
    accessible: false,
  });
  connector(geo.lift, `${b.key}-L1`, "lift", `Winda ${b.key}`, `Lift ${b.key}`, {
    travel_time: 15,
    accessible: true,
  });
  add(
    "stairs",
    line([
      [geo.stairs[0], geo.corridorY - corridorWidth / 2],
      [geo.stairs[0], geo.corridorY + corridorWidth / 2],
    ]),
    { key: `${b.key}-S1-${floor}-F`, connector_key: `${b.key}-S1`, name_pl: "Schody", name_en: "Stairs" },
  );
  if (floor === "p0") {
    connector(geo.entrance, `${b.key}-E1`, "entry", `Wejście główne ${b.key}`, `Main entrance ${b.key}`, {
      travel_time: 0,
      accessible: true,
    });
    add(
      "door",
      line([
        [geo.west, geo.corridorY - 0.9],
        [geo.west, geo.corridorY + 0.9],
      ]),
      { key: `${b.key}-E1-D`, name_pl: "Drzwi wejściowe", name_en: "Entrance door", accessible: true },
    );
  }

  const mid = (geo.west + geo.east) / 2;
  add("poi", point([mid, geo.corridorY + 0.8]), {
    key: `${b.key}-${floor}-AED`,
    name_pl: "Defibrylator AED",
    name_en: "AED defibrillator",
    category_id: refs.categories.first_aid ?? null,
    visible: true,
  });
  return features;
}

/** The few points and regions that belong to one level of one building only. */
const extras: {
  building: string;
  floor: Floor;
  type: string;
  at: Position | [number, number, number, number];
  pl: string;
  en: string;
  category: string | null;
}[] = [
  {
    building: "A",
    floor: "p0",
    type: "poi",
    at: [3, 13.2],
    pl: "Punkt informacyjny",
    en: "Information desk",
    category: "services",
  },
  {
    building: "A",
    floor: "p-1",
    type: "poi",
    at: [52, 13],
    pl: "Automat z napojami",
    en: "Drinks machine",
    category: "food",
  },
  {
    building: "B",
    floor: "p0",
    type: "poi",
    at: [4, 11],
    pl: "Wrzutnia książek",
    en: "Book return box",
    category: "library",
  },
  {
    building: "B",
    floor: "p1",
    type: "poi",
    at: [45, 9],
    pl: "Prysznic bezpieczeństwa",
    en: "Safety shower",
    category: "first_aid",
  },
  {
    building: "A",
    floor: "p2",
    type: "roi",
    at: [0, 0, 60, 24],
    pl: "Centrum Symulacji Medycznej",
    en: "Medical Simulation Centre",
    category: "labs",
  },
  {
    building: "B",
    floor: "p1",
    type: "roi",
    at: [0, 0, 50, 20],
    pl: "Strefa laboratoriów – wstęp z kartą",
    en: "Laboratory zone – card access",
    category: "labs",
  },
  {
    building: "B",
    floor: "p0",
    type: "roi",
    at: [0, 0, 30, 8.5],
    pl: "Biblioteka Główna",
    en: "Main Library",
    category: "library",
  },
];

function extraFeatures(refs: MapRefs): Feature[] {
  return extras.map((e, i) => {
    const b = buildings.find((x) => x.key === e.building);
    if (!b) throw new Error(`no building ${e.building}`);
    const [bx, by] = b.origin;
    const geometry =
      e.at.length === 2
        ? point([bx + e.at[0], by + e.at[1]])
        : rect(bx + e.at[0], by + e.at[1], bx + e.at[2], by + e.at[3]);
    return {
      floor: e.floor,
      type: e.type,
      geometry,
      properties: {
        type: e.type,
        building: e.building,
        key: `${e.building}-${e.floor}-${e.type.toUpperCase()}${i + 1}`,
        name_pl: e.pl,
        name_en: e.en,
        category_id: e.category ? (refs.categories[e.category] ?? null) : null,
        visible: true,
      },
    };
  });
}

/** Campus outline, building footprints, car parks, the courtyard and the paths between them (p0). */
function siteFeatures(refs: MapRefs): Feature[] {
  const site = (type: string, geometry: Geometry, properties: Record<string, unknown>): Feature => ({
    floor: "p0",
    type,
    geometry,
    properties: { type, ...properties },
  });
  const path = (key: string, pl: string, en: string, ps: Position[]) =>
    site("route", line(ps), {
      key,
      name_pl: pl,
      name_en: en,
      direction: "both",
      routing: true,
      accessible: true,
    });
  const park = (key: string, pl: string, en: string, box: [number, number, number, number], spaces: number) =>
    site("parking", rect(...box), {
      key,
      parking_lot_id: key,
      name_pl: pl,
      name_en: en,
      spaces,
      category_id: refs.categories.parking ?? null,
    });
  return [
    site(
      "campus",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [260, 0],
            [260, 150],
            [220, 170],
            [0, 170],
            [0, 0],
          ].map((p) => toLonLat(p as Position)),
        ],
      },
      { key: "KC", name_pl: "Kampus Centralny", name_en: "Central Campus" },
    ),
    ...buildings.map((b) =>
      site("building", rect(b.origin[0], b.origin[1], b.origin[0] + b.length, b.origin[1] + b.depth), {
        key: b.key,
        name_pl: b.name_pl,
        name_en: b.name_en,
      }),
    ),
    park("P1", "Parking P1", "Car park P1", [20, 15, 110, 60], 120),
    park("P2", "Parking P2 (pracownicy)", "Car park P2 (staff)", [150, 15, 240, 55], 80),
    site("roi", rect(95, 80, 125, 120), {
      key: "KC-ROI-DZIEDZINIEC",
      name_pl: "Dziedziniec",
      name_en: "Courtyard",
      category_id: null,
      visible: true,
    }),
    site("poi", point([110, 70]), {
      key: "KC-POI-ROWERY",
      name_pl: "Stojaki rowerowe",
      name_en: "Bike racks",
      category_id: null,
      visible: true,
    }),
    path("KC-R-ALEJA", "Aleja główna", "Main alley", [
      [24, 75],
      [124, 75],
    ]),
    path("KC-R-A", "Dojście do Budynku A", "Path to Building A", [
      [30, 102],
      [24, 102],
      [24, 88],
      [24, 75],
    ]),
    path("KC-R-B", "Dojście do Budynku B", "Path to Building B", [
      [124, 75],
      [124, 88],
      [124, 100],
      [130, 100],
    ]),
    path("KC-R-P1", "Dojście do parkingu P1", "Path to car park P1", [
      [24, 75],
      [24, 60],
    ]),
    path("KC-R-P2", "Dojście do parkingu P2", "Path to car park P2", [
      [124, 75],
      [190, 75],
      [190, 55],
    ]),
  ];
}

function beaconFeatures(refs: MapRefs): Feature[] {
  return refs.beacons.map((beacon) => {
    let at: Position;
    if ("outdoor" in beacon.place) at = beacon.place.outdoor;
    else {
      const { building, x } = beacon.place;
      const b = buildings.find((item) => item.key === building);
      if (!b) throw new Error(`beacon ${beacon.name} names no building ${building}`);
      at = [b.origin[0] + x, layout(b).corridorY];
    }
    return {
      floor: beacon.floor,
      type: "beaconplace",
      geometry: point(at),
      properties: {
        type: "beaconplace",
        key: beacon.name,
        beacon_id: beacon.id,
        mac: beacon.mac,
        name_pl: beacon.name,
        name_en: beacon.name,
      },
    };
  });
}

export function campusMap(refs: MapRefs): Feature[] {
  return [
    ...siteFeatures(refs),
    ...buildings.flatMap((b) => floors.flatMap((floor) => levelFeatures(b, floor, refs))),
    ...extraFeatures(refs),
    ...beaconFeatures(refs),
  ];
}
