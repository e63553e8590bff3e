/**
 * The editor's calls (spec §7): a page of a floor's features in a box, the all-or-nothing merged save, the
 * routing graph, the path between two features and the server's map settings. Failures other than a save's are handled by the one
 * failure handler; a save's refusals are the editor's to show (spec §8: at the bottom right, with
 * the refused features marked), so only sign-out and forbidden go through the handler.
 */
import type { components } from "../../../../generated/api-types.ts";
import { api } from "../../api/client.ts";
import { type Envelope, Failure, type FieldErrors, handleFailure, unwrap } from "../../api/failures.ts";
import type { Clash } from "../live/clash-choices.ts";
import type { Route } from "../routing/route-drawing.ts";
import type { RoutingReport } from "../routing/routing-problems.ts";
import type { Collections } from "../session/edit-session.ts";
import type { Geometry, StoredFeature } from "../session/types.ts";
import type { FetchExtentPage, LonLatBox } from "./extent-page.ts";

type Schemas = components["schemas"];
type WireFeature = NonNullable<Schemas["FeatureCollectionEnvelope"]["data"]>["features"][number];

const corner = (lon: number, lat: number) => `${lon.toFixed(7)},${lat.toFixed(7)}`;

export const corners = ([minLon, minLat, maxLon, maxLat]: LonLatBox) => ({
  p1: corner(minLon, minLat),
  p2: corner(maxLon, maxLat),
});

export const fetchExtentPage: FetchExtentPage = async (floor, box, page, signal) => {
  const query = {
    profile: floor,
    ...corners(box),
    limit: page.limit,
    ...(page.after !== null && { after: page.after }),
    ...(page.release && { release: page.release }),
  };
  const { data } = await unwrap<{ features: WireFeature[]; next: number | null }>(
    api.GET("/api/geo/extent", { params: { query }, signal, priority: page.priority ?? "auto" }),
    { quiet: page.quiet ?? false },
  );
  const features = data.features.map(({ id, version, geometry, properties }) => ({
    id,
    version,
    geometry: geometry as unknown as Geometry,
    properties,
  }));
  return { features, next: data.next };
};

/** Any box: the whole floor. */
const everywhere: LonLatBox = [-180, -90, 180, 90];

/**
 * Feature `id` of `floor` as the draft has it, or as release `release` has it; null when that floor
 * has no such feature there. Pages run in id order after a cursor, so the page of one feature after
 * `id - 1` over the whole floor is the feature itself, read from the floor the server keeps.
 */
export async function fetchFeature(
  floor: string,
  id: number,
  release: number | null,
  signal: AbortSignal,
): Promise<StoredFeature | null> {
  const page = { after: id > 1 ? id - 1 : null, limit: 1, release };
  const [found] = (await fetchExtentPage(floor, everywhere, page, signal)).features;
  return found?.id === id ? found : null;
}

export type SaveResult = NonNullable<Schemas["GeoSaveEnvelope"]["data"]>;

export type SaveOutcome =
  | { kind: "saved"; result: SaveResult }
  /**
   * 409, 3440: features others changed since they were loaded, on the same fields, or deleted, or
   * changed while the user deleted them (docs/live-editing.md); nothing was written
   */
  | { kind: "clash"; clashes: Clash[] }
  /** 422: the server's codes by place (`new.3.properties.name_pl`) */
  | { kind: "refused"; errors: FieldErrors }
  /** anything else (already handled when it signs out or is forbidden) */
  | { kind: "failed" };

// The session holds what the property form made of the manifest's schema; whether it fits is the
// checks' and the server's to say, so the wire type is only asserted here.
const asFeature = ({
  geometry,
  properties,
}: {
  geometry: Geometry;
  properties: Record<string, unknown>;
}) => ({
  type: "Feature" as const,
  geometry,
  properties: properties as Schemas["MapFeatureProperties"],
});

/**
 * Saves merged with others' changes (`merge: true`): a field only they changed since the user's
 * version stays theirs, and only what both changed apart comes back as a clash for the user to settle.
 */
export async function saveFloor(
  floor: string,
  box: LonLatBox,
  collections: Collections,
): Promise<SaveOutcome> {
  const body: Schemas["GeoSaveBody"] = {
    profile: floor,
    ...corners(box),
    new: collections.new.map(asFeature),
    edited: collections.edited.map((f) => ({ ...asFeature(f), id: f.id, version: f.version })),
    deleted: collections.deleted,
    merge: true,
  };
  let response: Response;
  let envelope: Partial<Envelope<unknown>> | undefined;
  try {
    const result = await api.POST("/api/geo/save", { body });
    response = result.response;
    envelope = (result.data ?? result.error) as Partial<Envelope<unknown>> | undefined;
  } catch {
    return { kind: "failed" };
  }
  if (response.ok && envelope?.status === "success")
    return { kind: "saved", result: envelope.data as SaveResult };
  const errors = envelope?.errors ?? {};
  const clashes = (envelope?.data as { clashes?: Clash[] } | null | undefined)?.clashes;
  if (response.status === 409 && Array.isArray(clashes) && clashes.length > 0)
    return { kind: "clash", clashes };
  if (response.status === 422 && Object.keys(errors).length > 0) return { kind: "refused", errors };
  if (response.status === 401 || response.status === 403) handleFailure(response.status, envelope);
  return { kind: "failed" };
}

export async function generateRoutingGraph(): Promise<RoutingReport> {
  const { data } = await unwrap<RoutingReport>(api.GET("/api/routing/generateGraph"));
  return data;
}

export type RouteOutcome =
  | { kind: "route"; route: Route }
  /** 404 or 422: the codes of why there is no path (3001-3007), shown beside the preview */
  | { kind: "refused"; codes: number[] }
  /** aborted, or anything else (already handled: signed out, forbidden, a message) */
  | { kind: "failed" };

export async function fetchRoute(
  from: number,
  to: number,
  accessible: boolean,
  signal: AbortSignal,
): Promise<RouteOutcome> {
  try {
    const call = api.GET("/api/routing/path", { params: { query: { from, to, accessible } }, signal });
    const { data } = await unwrap<Route>(call, { quiet: true });
    return { kind: "route", route: data };
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    if (error.status === 404 || error.status === 422)
      return { kind: "refused", codes: Object.values(error.errors).flat() };
    if (!error.aborted) handleFailure(error.status, { message: error.message, errors: error.errors });
    return { kind: "failed" };
  }
}

/**
 * The XYZ template of the base map, or null when the server has none. A server without the call
 * answers 404: the map then simply has no base map, which needs no message.
 */
export async function fetchTileUrl(signal: AbortSignal): Promise<string | null> {
  try {
    const { data, response } = await api.GET("/api/map/config", { signal });
    return response.ok ? (data?.data?.tileUrl ?? null) : null;
  } catch {
    return null;
  }
}
