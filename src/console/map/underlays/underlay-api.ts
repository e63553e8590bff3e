/**
 * The underlay calls (/api/map/underlays): a floor's plans, laying an uploaded plan, changing and
 * removing one. Reading goes through the one failure handler; a write's failure is the caller's to
 * word (a plan removed meanwhile is not an error of the server), so those calls are quiet.
 */
import type { components } from "../../../../generated/api-types.ts";
import type { Affine } from "../../../shared/control-point-fit.ts";
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";

export type Underlay = components["schemas"]["Underlay"] & { transform: Affine };

export interface UnderlayChange {
  name?: string;
  transform?: Affine;
  opacity?: number;
  hidden?: boolean;
}

/** a new plan's opacity: the features stay readable over it */
export const firstOpacity = 0.6;

export async function fetchUnderlays(floor: string, signal?: AbortSignal): Promise<Underlay[]> {
  const { data } = await unwrap<{ items: Underlay[] }>(
    api.GET("/api/map/underlays", { params: { query: { floor } }, signal }),
  );
  return data.items;
}

export async function createUnderlay(
  floor: string,
  file: string,
  name: string,
  transform: Affine,
): Promise<Underlay> {
  const body = { floor, file, name, transform: [...transform], opacity: firstOpacity, hidden: false };
  const { data } = await unwrap<Underlay>(api.POST("/api/map/underlays", { body }), { quiet: true });
  return data;
}

export async function updateUnderlay(id: number, change: UnderlayChange): Promise<Underlay> {
  const { transform, ...rest } = change;
  const body = { ...rest, ...(transform && { transform: [...transform] }) };
  const { data } = await unwrap<Underlay>(
    api.PATCH("/api/map/underlays/{id}", { params: { path: { id } }, body }),
  );
  return data;
}

export async function removeUnderlay(id: number): Promise<void> {
  await unwrap(api.DELETE("/api/map/underlays/{id}", { params: { path: { id } } }), { quiet: true });
}
