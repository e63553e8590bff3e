/**
 * Runs `task` once the page is idle, or after `timeoutMs` at the latest (a plain timer where the
 * browser has no idle callbacks); returns a cancel. For background work of the editor that must not
 * hold up a frame or the user's input.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, Math.min(timeoutMs, 200));
  return () => clearTimeout(handle);
}
