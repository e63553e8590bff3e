/**
 * Distances on the map in metres from [lon, lat] degrees: great-circle between two positions, and
 * a position's nearest point on a segment. Indoor distances are a few hundred metres at most, where
 * a plane tangent at the position is exact to well under a millimetre per metre.
 */
export type Position = [number, number];

const earthRadius = 6_371_008.8;
const rad = Math.PI / 180;
const metresPerDegree = earthRadius * rad;

/** Great-circle distance in metres between two [lon, lat] positions. */
export function haversine([lon1, lat1]: readonly number[], [lon2, lat2]: readonly number[]): number {
  const dLat = ((lat2 ?? 0) - (lat1 ?? 0)) * rad;
  const dLon = ((lon2 ?? 0) - (lon1 ?? 0)) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((lat1 ?? 0) * rad) * Math.cos((lat2 ?? 0) * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadius * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The metres one degree of longitude spans at `lat`, and one of latitude. */
export const metresPerDegreeAt = (lat: number) => ({
  lon: metresPerDegree * Math.cos(lat * rad),
  lat: metresPerDegree,
});

export interface Projection {
  /** 0 at `a`, 1 at `b` */
  t: number;
  at: Position;
  /** metres from the position to `at` */
  metres: number;
}

/** The point of segment a–b nearest to `p`. */
export function projectOnSegment(p: Position, a: Position, b: Position): Projection {
  const scale = metresPerDegreeAt(p[1]);
  const ax = (a[0] - p[0]) * scale.lon;
  const ay = (a[1] - p[1]) * scale.lat;
  const dx = (b[0] - a[0]) * scale.lon;
  const dy = (b[1] - a[1]) * scale.lat;
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / squared));
  const x = ax + t * dx;
  const y = ay + t * dy;
  return { t, at: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], metres: Math.hypot(x, y) };
}

/** The point halfway along a line (the middle of a door drawn across its wall). */
export function halfwayAlong(line: Position[]): Position | null {
  const first = line[0];
  if (!first) return null;
  const lengths = line.slice(1).map((position, i) => haversine(line[i] as Position, position));
  let left = lengths.reduce((sum, length) => sum + length, 0) / 2;
  for (const [i, length] of lengths.entries()) {
    const [a, b] = [line[i] as Position, line[i + 1] as Position];
    if (left <= length && length > 0) {
      const t = left / length;
      return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    }
    left -= length;
  }
  return first;
}
