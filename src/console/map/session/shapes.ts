/**
 * Typed coordinates for the draw tools. Spec §5: coordinates use a comma separator, so "19,4671"
 * is one number; a dot is accepted too. Between the two numbers: a semicolon, spaces, or a comma with
 * a space beside it. A bare comma separates numbers only when a dot shows it is no decimal mark
 * ("19.4671,51.7702"): in "19,4671,51,7702" or "19,51" nothing tells which comma is which.
 */
import type { Position } from "./types.ts";

export type CoordinateError = "format" | "outOfRange";

const number = String.raw`[+-]?\d+(?:[.,]\d+)?`;
const dotted = String.raw`[+-]?\d+(?:\.\d+)?`;
const forms = [
  new RegExp(String.raw`^\s*(${number})(?:\s*;\s*|\s*,\s+|\s+,\s*|\s+)(${number})\s*$`),
  new RegExp(String.raw`^(?=.*\.)\s*(${dotted}),(${dotted})\s*$`),
];

const toNumber = (text: string) => Number(text.replace(",", "."));

/** A position typed as "lon; lat" in degrees. */
export function parseCoordinates(text: string): { position: Position } | { error: CoordinateError } {
  const match = forms.map((form) => form.exec(text)).find((found) => found !== null);
  if (!match?.[1] || !match[2]) return { error: "format" };
  const lon = toNumber(match[1]);
  const lat = toNumber(match[2]);
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90) return { error: "outOfRange" };
  return { position: [lon, lat] };
}

/** A degree value with a decimal comma, without trailing zeros (7 decimals are about 1 cm). */
export function formatCoordinate(value: number, decimals = 7): string {
  const fixed = value.toFixed(decimals);
  return (fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed).replace(".", ",");
}

/** "lon; lat", as `parseCoordinates` reads it back. */
export function formatPosition([lon, lat]: Position): string {
  return `${formatCoordinate(lon)}; ${formatCoordinate(lat)}`;
}
