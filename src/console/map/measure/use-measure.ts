/** The measure tool's state for a screen (measure-tool.ts). */
import { useCallback, useSyncExternalStore } from "react";
import type { MeasureState, MeasureTool } from "./measure-tool.ts";

export function useMeasure(tool: MeasureTool): MeasureState {
  const subscribe = useCallback((listener: () => void) => tool.subscribe(listener), [tool]);
  return useSyncExternalStore(subscribe, () => tool.state);
}
