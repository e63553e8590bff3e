/** Beacons, parking lots and the parking legend of the demo campus. */
import type { Floor } from "./campus-plan.ts";

/** Where a beacon hangs: on a corridor ceiling `x` metres from the building's west wall, or outdoors. */
export type BeaconPlace = { building: string; floor: Floor; x: number } | { outdoor: [number, number] };

export interface Beacon {
  name: string;
  floor: Floor;
  status: "active" | "inactive";
  mac: string;
  battery: number;
  tx_power_correction: number;
  device: string;
  interval_ms: number;
  is_outside: boolean;
  profile_layer: string;
  rssi_1m: number;
  place: BeaconPlace;
}

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
const outdoorBeacons: [number, number][] = [
  [24, 88],
  [124, 88],
];

/** A fixed linear congruential sequence: MAC suffixes and battery levels that look random but never change. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");

export function beacons(): Beacon[] {
  const next = sequence(2026);
  const places: [BeaconPlace, Floor][] = [
    ...corridorBeacons.flatMap(([building, floor, xs]) =>
      xs.map((x): [BeaconPlace, Floor] => [{ building, floor, x }, floor]),
    ),
    ...outdoorBeacons.map((outdoor): [BeaconPlace, Floor] => [{ outdoor }, "p0"]),
  ];
  const counters = new Map<string, number>();
  return places.map(([place, floor], i) => {
    const random = next();
    const outside = "outdoor" in place;
    const group = outside ? "OUT" : `${place.building}-${floor.toUpperCase()}`;
    const n = (counters.get(group) ?? 0) + 1;
    counters.set(group, n);
    // One indoor beacon has a flat battery and was switched off until it is replaced.
    const flat = i === 7;
    return {
      name: `UMED-${group}-${String(n).padStart(2, "0")}`,
      floor,
      status: flat ? "inactive" : "active",
      mac: ["F4", "B8", "5E", hex((random >> 16) & 255), hex((random >> 8) & 255), hex(i * 11 + 7)].join(":"),
      battery: flat ? 4 : 38 + (random % 63),
      tx_power_correction: [0, -4, 4, 0, -8][i % 5] ?? 0,
      device: outside ? "Kontakt.io Tough Beacon TB15-1" : "Kontakt.io Smart Beacon SB16-2",
      interval_ms: outside ? 1000 : i % 3 === 0 ? 500 : 350,
      is_outside: outside,
      profile_layer: outside ? "outdoor" : `indoor-${place.building}`,
      rssi_1m: outside ? -65 : ([-59, -61, -63][i % 3] ?? -59),
      place,
    };
  });
}

export const parkingLots = [
  {
    name_pl: "Parking P1 przy Budynku A",
    name_en: "Car park P1 by Building A",
    campus_name_pl: "Kampus Centralny",
    campus_name_en: "Central Campus",
    system_id: "PARKSYS-LDZ-01",
    parking_lot_id: "P1",
    status: "active",
    count_all: 120,
    taken: 104,
    total_real: 116,
  },
  {
    name_pl: "Parking P2 dla pracowników",
    name_en: "Car park P2 for staff",
    campus_name_pl: "Kampus Centralny",
    campus_name_en: "Central Campus",
    system_id: "PARKSYS-LDZ-01",
    parking_lot_id: "P2",
    status: "active",
    count_all: 80,
    taken: 31,
    total_real: 80,
  },
  {
    name_pl: "Parking wielopoziomowy CSK",
    name_en: "Hospital multi-storey car park",
    campus_name_pl: "Centralny Szpital Kliniczny",
    campus_name_en: "Central Clinical Hospital",
    system_id: "PARKSYS-LDZ-02",
    parking_lot_id: "CSK-1",
    status: "active",
    count_all: 420,
    taken: 415,
    total_real: 418,
  },
  {
    name_pl: "Parking P3 przy hali sportowej",
    name_en: "Car park P3 by the sports hall",
    campus_name_pl: "Kampus Kościuszki",
    campus_name_en: "Kościuszki Campus",
    system_id: "PARKSYS-LDZ-03",
    parking_lot_id: "P3",
    // Closed during the sports hall refurbishment: the parking system still reports it.
    status: "inactive",
    count_all: 60,
    taken: 0,
    total_real: 0,
  },
];

/** A lot's record with the derived counts the parking system reports. */
export function parkingRecord(lot: (typeof parkingLots)[number]) {
  const free = lot.total_real - lot.taken;
  const percent_free = lot.total_real ? Math.round((free / lot.total_real) * 1000) / 10 : 0;
  return { ...lot, free, percent_free };
}
