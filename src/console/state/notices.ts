/**
 * Toasts (spec §8: top-right; map saves bottom-right; success, error, info). Each Toast component
 * registers itself here for its corner; a corner without one falls back to the top-right.
 */
import type { Toast } from "primereact/toast";

export type NoticeKind = "success" | "error" | "info";
export type NoticePosition = "top-right" | "bottom-right";

const toasts = new Map<NoticePosition, Toast>();

export function attachToast(instance: Toast | null, position: NoticePosition = "top-right"): void {
  if (instance) toasts.set(position, instance);
  else toasts.delete(position);
}

export function notify(kind: NoticeKind, text: string, position: NoticePosition = "top-right"): void {
  const toast = toasts.get(position) ?? toasts.get("top-right");
  toast?.show({ severity: kind, detail: text, life: kind === "error" ? 6000 : 3000 });
}
