/**
 * The password rule: spec §5's composition (src/shared/password-rule.ts, the browser's too), then not
 * guessable (src/shared/password-strength.ts).
 */
import { compositionProblems, passwordRule } from "../../shared/password-rule.ts";
import { guessable, type PasswordOwner } from "../../shared/password-strength.ts";
import { ApiError } from "../http/api-error.ts";

/** The rule in a sentence, for the command line and the server's start. */
export const passwordRuleText =
  `a password needs ${passwordRule.min} to ${passwordRule.max} characters with at least one upper-case ` +
  "letter, one lower-case letter and one digit, and must not be common or easy to guess nor contain " +
  "the account's name or e-mail (several unrelated words make a good one)";

/** A password too common or easy to guess, or containing its account's name or e-mail. */
export const guessableCode = 1018;

/** The codes a password for `owner` breaks, empty when it is acceptable. */
export async function passwordProblems(password: string, owner: PasswordOwner = {}): Promise<number[]> {
  const broken = compositionProblems(password);
  if (broken.length) return broken;
  return (await guessable(password, owner)) ? [guessableCode] : [];
}

/** Refuses (1018 on `field`) a password that keeps the composition rule but is guessable. */
export async function refuseGuessable(
  password: string,
  owner: PasswordOwner,
  at = "password",
): Promise<void> {
  if (await guessable(password, owner)) throw ApiError.code(guessableCode, at);
}
