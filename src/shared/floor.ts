/** A floor of the map, p-2 to p20 (spec §9): the keys of the shared `floor` enumeration. */
import { enumerations } from "../../generated/catalogues.ts";

export type Floor = keyof typeof enumerations.floor;

export const isFloor = (value: unknown): value is Floor =>
  typeof value === "string" && Object.hasOwn(enumerations.floor, value);

/** Floors in building order (p-2 below p-1 below p0), for stable answers. */
export const floorNumber = (floor: string) => Number(floor.slice(1));
