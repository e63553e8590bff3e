/** The tools that only inspect, and so also work over a release shown read-only (docs/publishing.md). */
export const inspectingTools: readonly string[] = ["select", "measure"];

export const inspects = (tool: string): boolean => inspectingTools.includes(tool);
