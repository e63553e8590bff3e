/**
 * The server's "too common or easy to guess" check (1018) in the browser, so that the password screens
 * say so before sending. Its dictionaries (about 1.2 MB gzipped, in chunks of their own) load on
 * demand: `preloadGuessableCheck` when a password screen opens, never with the shell or /signin.
 * When they cannot be loaded the password is sent anyway, and the server's answer says the same.
 */
import type { PasswordOwner } from "../../../shared/password-strength.ts";
import type { Problem } from "./field-problems.ts";

const strength = () => import("../../../shared/password-strength.ts");

/** Starts loading the dictionaries in the background. */
export function preloadGuessableCheck(): void {
  strength()
    .then((module) => module.loadEstimator())
    .catch(() => undefined);
}

/** The server's message for a guessable password, or undefined (also when the check could not load). */
export async function guessableProblem(password: string, owner: PasswordOwner): Promise<Problem | undefined> {
  try {
    const { guessable } = await strength();
    return (await guessable(password, owner)) ? { key: "errors.1018" } : undefined;
  } catch {
    return undefined;
  }
}
