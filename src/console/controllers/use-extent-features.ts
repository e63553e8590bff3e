/**
 * The features of a floor inside the visible box (GET /api/geo/extent, spec §4): each new box aborts
 * the load still running for the previous one, and a new floor reloads the last box.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { components } from "../../../generated/api-types.ts";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";

export type FeatureCollection = NonNullable<components["schemas"]["FeatureCollectionEnvelope"]["data"]>;
/** [minLon, minLat, maxLon, maxLat] in degrees (EPSG:4326) */
export type LonLatBox = readonly [number, number, number, number];

const corner = (lon: number, lat: number) => `${lon.toFixed(7)},${lat.toFixed(7)}`;

export function useExtentFeatures(floor: string) {
  const [collection, setCollection] = useState<FeatureCollection | null>(null);
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const lastBox = useRef<LonLatBox | null>(null);
  const floorRef = useRef(floor);

  const load = useCallback(async (box: LonLatBox) => {
    lastBox.current = box;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      const [minLon, minLat, maxLon, maxLat] = box;
      const { data } = await unwrap<FeatureCollection>(
        api.GET("/api/geo/extent", {
          params: {
            query: { profile: floorRef.current, p1: corner(minLon, minLat), p2: corner(maxLon, maxLat) },
          },
          signal: current.signal,
        }),
      );
      setCollection(data);
    } catch {
      // an abort is silent; anything else was shown by the failure handler
    } finally {
      if (controller.current === current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    floorRef.current = floor;
    setCollection(null);
    if (lastBox.current) void load(lastBox.current);
  }, [floor, load]);

  useEffect(() => () => controller.current?.abort(), []);

  return { collection, loading, load };
}
