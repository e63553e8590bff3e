/** Follows the window width into the layout store, the resize debounced by 1000 ms (spec §9). */
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { debounce } from "../shared/timing.ts";
import { layout, setWindowClass, windowClassOf } from "../state/layout.ts";

export const resizeDebounceMs = 1000;

export function useWindowClass() {
  useEffect(() => {
    const resized = debounce(() => setWindowClass(windowClassOf(window.innerWidth)), resizeDebounceMs);
    window.addEventListener("resize", resized);
    return () => {
      window.removeEventListener("resize", resized);
      resized.cancel();
    };
  }, []);
  return useSnapshot(layout).windowClass;
}
