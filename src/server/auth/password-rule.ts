/**
 * The password rule: spec §5's composition with the bounds of the user manifest's password field, then
 * not guessable (src/shared/password-strength.ts).
 */
import { areas } from "../../../generated/areas.ts";
import { guessable, type PasswordOwner } from "../../shared/password-strength.ts";
import { ApiError } from "../http/api-error.ts";

const field = areas.find((a) => a.area === "user")?.fields.find((f) => f.name === "password");
if (!field || field.min === undefined || field.max === undefined) {
  throw new Error("manifests/areas/user.yaml must declare the password field with min and max");
}

export const passwordRule = { min: field.min, max: field.max, codes: field.codes };

/** The rule in a sentence, for the command line and the server's start. */
export const passwordRuleText =
  `a password needs ${passwordRule.min} to ${passwordRule.max} characters with at least one upper-case ` +
  "letter, one lower-case letter and one digit, and must not be common or easy to guess nor contain " +
  "the account's name or e-mail (several unrelated words make a good one)";

/** A password too common or easy to guess, or containing its account's name or e-mail. */
export const guessableCode = 1018;

/** The codes of the length and composition a password breaks, empty when it keeps them. */
export function compositionProblems(password: string): number[] {
  const codes = field?.codes ?? {};
  if (password.length < passwordRule.min) return [codes.min ?? 1007];
  if (password.length > passwordRule.max) return [codes.max ?? 1016];
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password))
    return [codes.format ?? 1008];
  return [];
}

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
