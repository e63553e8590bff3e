/**
 * The map types a temporary closure may name (issue 33): what a way is walked through. The server
 * refuses any other (3402); the editor offers "Close temporarily" on these only.
 */
export const closableTypes: readonly string[] = ["door", "connector", "stairs", "route"];
