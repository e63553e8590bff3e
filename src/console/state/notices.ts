/**
 * Toasts (spec §8: top-right; map saves bottom-right; success, error, info). Each Toast component
 * registers itself here for its corner; a corner without one falls back to the top-right. The
 * top-right Toast is a chunk of its own, loaded at the first notice (the sign-in page does without
 * it until then): notices given before it is there wait for it.
 */
import type { Toast } from "primereact/toast";
import { proxy } from "valtio";

export type NoticeKind = "success" | "error" | "info";
export type NoticePosition = "top-right" | "bottom-right";

interface Notice {
  kind: NoticeKind;
  text: string;
}

const toasts = new Map<NoticePosition, Toast>();
const waiting: Notice[] = [];

/** whether the top-right Toast is wanted: set by the first notice, read by the app */
export const noticeHost = proxy({ wanted: false });

function show(toast: Toast, { kind, text }: Notice): void {
  toast.show({ severity: kind, detail: text, life: kind === "error" ? 6000 : 3000 });
}

export function attachToast(instance: Toast | null, position: NoticePosition = "top-right"): void {
  if (!instance) {
    toasts.delete(position);
    return;
  }
  toasts.set(position, instance);
  if (position === "top-right") for (const notice of waiting.splice(0)) show(instance, notice);
}

export function notify(kind: NoticeKind, text: string, position: NoticePosition = "top-right"): void {
  const toast = toasts.get(position) ?? toasts.get("top-right");
  if (toast) show(toast, { kind, text });
  else {
    waiting.push({ kind, text });
    noticeHost.wanted = true;
  }
}
