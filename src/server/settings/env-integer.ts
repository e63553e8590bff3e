/** Whole-number settings read from the environment; a wrong value stops the start with the reason. */

/** `name` as a positive integer (`orZero`: 0 allowed too, for a setting 0 turns off), else `fallback` when unset. */
export function envInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { orZero = false }: { orZero?: boolean } = {},
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || (value === 0 && !orZero))
    throw new Error(`${name} must be a ${orZero ? "whole number" : "positive integer"}, got '${raw}'`);
  return value;
}
