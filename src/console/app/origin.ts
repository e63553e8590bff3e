/** The protected path a signed-out visitor asked for, to return to after signing in (spec §2). */
const key = "console.origin";

export function rememberOrigin(path: string): void {
  sessionStorage.setItem(key, path);
}

/** The remembered path (once), or the first floor of the map. */
export function takeOrigin(): string {
  const path = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  return path?.startsWith("/cms") ? path : "/cms/map/p0";
}
