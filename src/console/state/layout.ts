/**
 * The layout's state (spec §2, §9): the window-width class and whether the sidebar is open. Outside
 * desktop (1220 px or less) the sidebar starts collapsed.
 */
import { proxy } from "valtio";

export type WindowClass = "desktop" | "tablet" | "mobile";

export function windowClassOf(width: number): WindowClass {
  if (width > 1220) return "desktop";
  if (width > 767) return "tablet";
  return "mobile";
}

const initial = windowClassOf(window.innerWidth);

export const layout = proxy({
  windowClass: initial,
  sidebarOpen: initial === "desktop",
});

/** A new width class resets the sidebar to that class's default; the same class keeps the user's choice. */
export function setWindowClass(next: WindowClass): void {
  if (next === layout.windowClass) return;
  layout.windowClass = next;
  layout.sidebarOpen = next === "desktop";
}

export function toggleSidebar(): void {
  layout.sidebarOpen = !layout.sidebarOpen;
}

export function closeSidebar(): void {
  layout.sidebarOpen = false;
}
