/** The `profile` of map calls: a floor p-2 to p20 (spec §9), the keys of the shared `floor` enumeration. */
import { enumerations } from "../../../generated/catalogues.ts";
import { ApiError } from "../http/api-error.ts";

export type Floor = keyof typeof enumerations.floor;

export const isFloor = (value: unknown): value is Floor =>
  typeof value === "string" && Object.hasOwn(enumerations.floor, value);

/** The floor in `raw`, or 1502 on `field`. */
export function requiredFloor(raw: unknown, field = "profile"): Floor {
  if (!isFloor(raw)) throw ApiError.code(1502, field);
  return raw;
}

/** As requiredFloor, but absent or empty means every floor (null). */
export function optionalFloor(raw: unknown, field = "profile"): Floor | null {
  return raw === undefined || raw === "" ? null : requiredFloor(raw, field);
}

/** Floors in building order (p-2 below p-1 below p0), for stable answers. */
export const floorNumber = (floor: string) => Number(floor.slice(1));
