import type {
  FeatureProperties,
  Geometry,
  Position,
  StoredFeature,
} from "../../../../src/console/map/session/types.ts";

/** Near the campus (spec §9's centre); 0.0001° is about 7 m east-west and 11 m north-south there. */
export const origin: Position = [19.467, 51.77];

export function square(col: number, row: number, size = 0.0001): Geometry {
  const [lon, lat] = [origin[0] + col * size, origin[1] + row * size];
  return {
    type: "Polygon",
    coordinates: [
      [
        [lon, lat],
        [lon + size, lat],
        [lon + size, lat + size],
        [lon, lat + size],
        [lon, lat],
      ],
    ],
  };
}

export function stored(id: number, properties: Partial<FeatureProperties> = {}, version = 1): StoredFeature {
  return {
    id,
    version,
    geometry: square(id, 0),
    properties: { type: "room", name: `room ${id}`, ...properties },
  };
}
