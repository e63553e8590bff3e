/** The `profile` of map calls, read from a request: a floor, or 1502 (spec §9). */
import { enumerations } from "../../../generated/catalogues.ts";
import { type Floor, isFloor } from "../../shared/floor.ts";
import { ApiError } from "../http/api-error.ts";
import type { QueryParam } from "../http/query-params.ts";

/** The floor in `raw`, or 1502 on `field`. */
export function requiredFloor(raw: unknown, field = "profile"): Floor {
  if (!isFloor(raw)) throw ApiError.code(1502, field);
  return raw;
}

/** As requiredFloor, but absent or empty means every floor (null). */
export function optionalFloor(raw: unknown, field = "profile"): Floor | null {
  return raw === undefined || raw === "" ? null : requiredFloor(raw, field);
}

/** A floor p-2 … p20 (1502 for anything else, as every map call). */
export const floorParam: QueryParam<Floor | null> = {
  schema: { type: "string", enum: ["", ...Object.keys(enumerations.floor)] },
  read: (raw, name) => requiredFloor(raw, name),
  absent: () => null,
};

/** A floor that must be given (1502 when missing or not a floor). */
export const requiredFloorParam: QueryParam<Floor> = {
  schema: { type: "string", enum: Object.keys(enumerations.floor) },
  read: (raw, name) => requiredFloor(raw, name),
  absent: (name) => requiredFloor(undefined, name),
  required: true,
};
