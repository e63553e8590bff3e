/** Toasts (spec §8: top-right; success, error, info). The Toast component registers itself here. */
import type { Toast } from "primereact/toast";

export type NoticeKind = "success" | "error" | "info";

let toast: Toast | null = null;

export function attachToast(instance: Toast | null): void {
  toast = instance;
}

export function notify(kind: NoticeKind, text: string): void {
  toast?.show({ severity: kind, detail: text, life: kind === "error" ? 6000 : 3000 });
}
