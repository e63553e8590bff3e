/**
 * The steps of an app's route, in Polish or English: where it starts, the walk on each floor, each
 * change of floor (by lift, stairs, moving stairs, up or down) and where it ends, from the path's
 * stretches and floor changes (routing/route-answer.ts). Pure.
 */
import { enumerations } from "../../../generated/catalogues.ts";
import type { Lang } from "../../shared/area-spec.ts";
import { floorNumber, isFloor } from "../../shared/floor.ts";
import type { FloorChangeStep, RouteAnswer } from "../routing/route-answer.ts";

export type StepKind = "start" | "walk" | "floor_change" | "arrive";

export interface RouteStep {
  kind: StepKind;
  /** the floor the step is on; for a floor change, the floor reached */
  floor: string;
  text: string;
  /** metres, to a tenth (0 but for a walk) */
  length: number;
  /** seconds, whole (0 for the start and the end) */
  duration: number;
}

/** An end as the steps name it: its name in the asked language, or null for a position. */
export interface NamedEnd {
  floor: string;
  name: string | null;
}

const floorLabel = (floor: string, lang: Lang) => (isFloor(floor) ? enumerations.floor[floor][lang] : floor);

type Texts = {
  start: (place: string, floor: string) => string;
  arrive: (place: string, floor: string) => string;
  /** the place a position stands for */
  marked: string;
  walk: (metres: number, floor: string) => string;
  /** by the way a floor is changed; `up` says whether the floor reached is higher */
  change: Record<"lift" | "stairs" | "moving_stairs" | "other", (to: string, up: boolean) => string>;
};

const texts: Record<Lang, Texts> = {
  pl: {
    start: (place, floor) => `Start: ${place}, piętro ${floor}`,
    arrive: (place, floor) => `Cel: ${place}, piętro ${floor}`,
    marked: "wskazane miejsce",
    walk: (metres, floor) => `Idź ${metres} m na piętrze ${floor}`,
    change: {
      lift: (to) => `Jedź windą na piętro ${to}`,
      stairs: (to, up) => `${up ? "Wejdź" : "Zejdź"} schodami na piętro ${to}`,
      moving_stairs: (to, up) => `${up ? "Wjedź" : "Zjedź"} schodami ruchomymi na piętro ${to}`,
      other: (to) => `Przejdź na piętro ${to}`,
    },
  },
  en: {
    start: (place, floor) => `Start at ${place}, floor ${floor}`,
    arrive: (place, floor) => `Arrive at ${place}, floor ${floor}`,
    marked: "the marked place",
    walk: (metres, floor) => `Walk ${metres} m on floor ${floor}`,
    change: {
      lift: (to) => `Take the lift to floor ${to}`,
      stairs: (to, up) => `Go ${up ? "up" : "down"} the stairs to floor ${to}`,
      moving_stairs: (to, up) => `Take the escalator ${up ? "up" : "down"} to floor ${to}`,
      other: (to) => `Go to floor ${to}`,
    },
  },
};

function changeText(change: FloorChangeStep, lang: Lang): string {
  const by =
    change.via === "lift" || change.via === "stairs" || change.via === "moving_stairs" ? change.via : "other";
  const up = floorNumber(change.to) > floorNumber(change.from);
  return texts[lang].change[by](floorLabel(change.to, lang), up);
}

export function routeSteps(route: RouteAnswer, from: NamedEnd, to: NamedEnd, lang: Lang): RouteStep[] {
  const say = texts[lang];
  const step = (kind: StepKind, floor: string, text: string, length = 0, duration = 0): RouteStep => ({
    kind,
    floor,
    text,
    length,
    duration,
  });
  const steps = [step("start", from.floor, say.start(from.name ?? say.marked, floorLabel(from.floor, lang)))];
  const stretches = [...route.floors];
  const walkOn = (floor: string) => {
    // At most one stretch lies between two floor changes; none when the path only passes the floor.
    if (stretches[0]?.floor !== floor) return;
    const stretch = stretches.shift() as (typeof stretches)[number];
    const metres = Math.round(stretch.length);
    steps.push(
      step("walk", floor, say.walk(metres, floorLabel(floor, lang)), stretch.length, stretch.duration),
    );
  };
  for (const change of route.floorChanges) {
    walkOn(change.from);
    steps.push(step("floor_change", change.to, changeText(change, lang), 0, change.duration));
  }
  while (stretches[0]) walkOn(stretches[0].floor);
  steps.push(step("arrive", to.floor, say.arrive(to.name ?? say.marked, floorLabel(to.floor, lang))));
  return steps;
}
