/**
 * The "Close temporarily" dialog's form and the list of closures, without React or OpenLayers: the
 * window typed in the browser's local time (an `<input type="datetime-local">` value) and sent as an
 * instant, the checks the dialog shows before sending (the server makes the same ones, 3403-3406),
 * which closures are in force, and when the list changes by itself (a closure starting or ending).
 */
import { closableTypes } from "../../../shared/closable-types.ts";

export interface ClosureForm {
  /** "YYYY-MM-DDTHH:mm" in the browser's time zone */
  from: string;
  to: string;
  reasonPl: string;
  reasonEn: string;
}

export type ClosureField = keyof ClosureForm;

/**
 * The i18n keys (under mapEditor.closures.errors) of what is wrong with each field, and with the
 * feature itself (`feature`: deleted meanwhile, or not closable).
 */
export type ClosureFormErrors = Partial<
  Record<ClosureField | "feature", "moment" | "endBeforeStart" | "endPassed" | "reason" | "feature">
>;

/** A closure as GET /api/map/closures lists it. */
export interface Closure {
  id: number;
  feature: {
    id: number;
    type: string;
    floor: string;
    key: string | null;
    name_pl: string | null;
    name_en: string | null;
  };
  from: string;
  to: string;
  current: boolean;
  reason_pl: string;
  reason_en: string;
  author: string | null;
}

export const reasonMaxLength = 500;

/** Whether a feature of `type` can be closed; unsaved features cannot (a closure names a stored id). */
export const isClosable = (type: string | undefined, key: string) =>
  type !== undefined && closableTypes.includes(type) && /^\d+$/.test(key);

const two = (n: number) => String(n).padStart(2, "0");

/** The local date-time input's value of `moment`, to the minute. */
export function localInput(moment: Date): string {
  const date = `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
  return `${date}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/** The instant a local date-time input's value names; null for anything else. */
export function fromLocalInput(value: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!parts) return null;
  const [year, month, day, hours, minutes] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const moment = new Date(year, month - 1, day, hours, minutes);
  // Date rolls 30 February into March: a value must name itself.
  return localInput(moment) === value ? moment : null;
}

/** The form as the dialog opens: from now, for an hour. */
export function initialForm(now: Date): ClosureForm {
  const start = new Date(now);
  start.setSeconds(0, 0);
  return {
    from: localInput(start),
    to: localInput(new Date(start.getTime() + 60 * 60 * 1000)),
    reasonPl: "",
    reasonEn: "",
  };
}

/** What is wrong with the form at `now`; empty when it can be sent. */
export function formErrors(form: ClosureForm, now: Date): ClosureFormErrors {
  const errors: ClosureFormErrors = {};
  const from = fromLocalInput(form.from);
  const to = fromLocalInput(form.to);
  if (!from) errors.from = "moment";
  if (!to) errors.to = "moment";
  else if (from && to <= from) errors.to = "endBeforeStart";
  else if (to <= now) errors.to = "endPassed";
  const reason = (text: string) => text.trim() !== "" && text.trim().length <= reasonMaxLength;
  if (!reason(form.reasonPl)) errors.reasonPl = "reason";
  if (!reason(form.reasonEn)) errors.reasonEn = "reason";
  return errors;
}

/** The body of POST /api/map/closures (the moments as instants in UTC); only for a form without errors. */
export function closureBody(featureId: number, form: ClosureForm) {
  const instant = (value: string) => (fromLocalInput(value) as Date).toISOString();
  return {
    feature_id: featureId,
    from: instant(form.from),
    to: instant(form.to),
    reason_pl: form.reasonPl.trim(),
    reason_en: form.reasonEn.trim(),
  };
}

/**
 * The server's refusals (codes by its field names, 3400-3406) as the form's own messages: the
 * console's catalogue leaves these codes out, as the dialog checks the same before sending and only a
 * race (the clock, a feature deleted meanwhile) makes the server refuse.
 */
export function refusalErrors(errors: Record<string, number[]>): ClosureFormErrors {
  const found: ClosureFormErrors = {};
  for (const [field, codes] of Object.entries(errors)) {
    if (field === "from" || field === "to")
      found[field] = codes.includes(3404) ? "endBeforeStart" : codes.includes(3405) ? "endPassed" : "moment";
    else if (field === "reason_pl") found.reasonPl = "reason";
    else if (field === "reason_en") found.reasonEn = "reason";
    else found.feature = "feature";
  }
  return found;
}

export type ClosureState = "current" | "planned";

/** Whether `closure` is in force at `now`, or still to come; null once it has ended. */
export function closureState(closure: Pick<Closure, "from" | "to">, now: number): ClosureState | null {
  if (Date.parse(closure.to) <= now) return null;
  return Date.parse(closure.from) <= now ? "current" : "planned";
}

/**
 * The state of each closed feature (by id) at `now`: current wins over planned when a feature has
 * both. Ended closures are left out.
 */
export function closedFeatures(closures: readonly Closure[], now: number): Map<number, ClosureState> {
  const states = new Map<number, ClosureState>();
  for (const closure of closures) {
    const state = closureState(closure, now);
    if (state && states.get(closure.feature.id) !== "current") states.set(closure.feature.id, state);
  }
  return states;
}

/** Milliseconds from `now` until the next closure starts or ends; null when none will. */
export function untilNextChange(closures: readonly Closure[], now: number): number | null {
  const moments = closures
    .flatMap((c) => [Date.parse(c.from), Date.parse(c.to)])
    .filter((moment) => moment > now);
  return moments.length ? Math.min(...moments) - now : null;
}
