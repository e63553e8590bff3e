/**
 * The editor's calls for finding the data (docs/map-editor.md): where each floor's features lie
 * (GET /api/geo/bounds), and the features of every floor by name, key or type (GET /api/geo/search).
 */
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";
import type { LonLatBox } from "./extent-page.ts";

export interface MapBounds {
  /** the box of every feature; null for an empty map */
  bbox: LonLatBox | null;
  floors: { floor: string; bbox: LonLatBox }[];
}

export interface FeatureMatch {
  id: number;
  floor: string;
  type: string;
  key: string | null;
  name_pl: string | null;
  name_en: string | null;
  bbox: LonLatBox;
}

/** The boxes, or null when they could not be had (the editor then opens where it stands). */
export async function fetchMapBounds(signal: AbortSignal): Promise<MapBounds | null> {
  try {
    const { data } = await unwrap<MapBounds>(api.GET("/api/geo/bounds", { signal }), { quiet: true });
    return data;
  } catch {
    return null;
  }
}

/** The first `limit` matches of `q` and how many there are; a failure is shown by the failure handler. */
export async function searchFeatures(
  q: string,
  limit: number,
  signal: AbortSignal,
): Promise<{ items: FeatureMatch[]; total: number }> {
  const { data } = await unwrap<{ items: FeatureMatch[]; total: number }>(
    api.GET("/api/geo/search", { params: { query: { q, limit } }, signal }),
  );
  return data;
}
