/** Limits of the floor plans laid under the map (/api/map/underlays), checked by the server and, before it sends, by the console. */

/** per floor: a few plans (one per wing or per source) and room to spare */
export const maxUnderlaysPerFloor = 20;

/** pixels a side: what a browser's canvas draws everywhere, over twice a scanned A0 plan at 100 dpi */
export const maxImageSide = 10_000;
