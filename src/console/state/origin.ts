/** The protected path a signed-out visitor asked for, to return to after signing in (spec §2). */
const key = "console.origin";

export function rememberOrigin(path: string): void {
  sessionStorage.setItem(key, path);
}

/** The remembered path (once), or /cms, which opens what the user's role may see. */
export function takeOrigin(): string {
  const path = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  return path?.startsWith("/cms") ? path : "/cms";
}
