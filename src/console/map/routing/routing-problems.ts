/**
 * The routing graph's problems (GET /api/routing/generateGraph) as the editor lists them: counted by
 * kind, and how to show one: on the floor in view, its features selected when they are loaded, else
 * the floor switched to and the view centred where the problem is.
 */
import type { components } from "../../../../generated/api-types.ts";

export type RoutingReport = NonNullable<components["schemas"]["RoutingGraphEnvelope"]["data"]>;
export type RoutingProblem = RoutingReport["diagnostics"][number];
export type ProblemKind = RoutingProblem["kind"];

const problemKinds: ProblemKind[] = ["isolated", "room_without_door", "unreachable_room", "one_way_dead_end"];

/** How many problems of each kind, in the order of problemKinds, kinds without any left out. */
export function problemCounts(problems: readonly RoutingProblem[]): { kind: ProblemKind; count: number }[] {
  return problemKinds
    .map((kind) => ({ kind, count: problems.filter((p) => p.kind === kind).length }))
    .filter(({ count }) => count > 0);
}

export interface ProblemFocus {
  /** the floor to switch to, null when it is the floor in view */
  floor: string | null;
  /** the session keys to select and fit the view to */
  select: string[];
  /** where to centre the view when nothing can be selected */
  centre: [number, number] | null;
}

/** How to show `problem` from `floor`, given which session keys are loaded there. */
export function problemFocus(
  problem: RoutingProblem,
  floor: string,
  loaded: (key: string) => boolean,
): ProblemFocus {
  const at: [number, number] = [problem.at[0] ?? 0, problem.at[1] ?? 0];
  if (problem.floor !== floor) return { floor: problem.floor, select: [], centre: at };
  const select = problem.features.map(String).filter(loaded);
  return { floor: null, select, centre: select.length ? null : at };
}
