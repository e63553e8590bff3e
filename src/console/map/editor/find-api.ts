/**
 * The editor's calls for finding the data (docs/map-editor.md): where each floor's features lie
 * (GET /api/geo/bounds), and the features of every floor by name, key or type (GET /api/geo/search).
 * Their shapes are the contract's (generated/api-types.ts).
 */
import type { paths } from "../../../../generated/api-types.ts";
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";

/** the box of every feature (null for an empty map) and each floor's */
export type MapBounds =
  paths["/api/geo/bounds"]["get"]["responses"]["200"]["content"]["application/json"]["data"];
type SearchAnswer =
  paths["/api/geo/search"]["get"]["responses"]["200"]["content"]["application/json"]["data"];
export type FeatureMatch = SearchAnswer["items"][number];

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
export async function searchFeatures(q: string, limit: number, signal: AbortSignal): Promise<SearchAnswer> {
  const { data } = await unwrap<SearchAnswer>(
    api.GET("/api/geo/search", { params: { query: { q, limit } }, signal }),
  );
  return data;
}
