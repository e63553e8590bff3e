/**
 * The hand-written catalogues only one screen uses (<part>.pl.json, <part>.en.json): their texts
 * arrive with that screen (i18n.ts, screenTexts), so that the other pages, each with a size budget
 * (bench/bundle-size.ts), do not load them.
 */
export const screenParts = ["map", "imdf", "audit", "staff-home"] as const;
export type ScreenPart = (typeof screenParts)[number];
