/**
 * Whether a password is guessable (code 1018): it contains a word of its account's name or e-mail, or
 * zxcvbn-ts (with its common-password list and its English and Polish dictionaries) scores it under
 * `minimumScore`. The server runs it on every password it sets; the console's password screens load
 * it on demand to tell the user before sending. The dictionaries (about 1.2 MB gzipped) load on the
 * first check, never with the console's shell.
 */
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * zxcvbn's score from 0 to 4; 3 and up is accepted: an estimated 10^8 guesses or more, safe against
 * online guessing and an offline attack on a slow hash such as our scrypt.
 */
export const minimumScore = 3;

/**
 * Only the first 64 characters are estimated: zxcvbn's time grows steeply with length (a random
 * 128-character password takes about a second), and a password whose first 64 characters are guessable
 * is weak enough to refuse.
 */
export const estimatedLength = 64;

/** Words of a name or e-mail shorter than this are not looked for in the password (as in Active Directory). */
export const shortestOwnerWord = 3;

/** The account the password is for, whose name and e-mail it must not contain. */
export interface PasswordOwner {
  name?: string | null;
  email?: string | null;
}

/** Lower case without diacritics (ł too, which Unicode does not decompose), so "Łódź" is found in "lodz1". */
const fold = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l");

/**
 * The words of the owner a password must not contain: the e-mail's local part, the name, and each
 * of their words (split at anything but letters and digits), folded, of `shortestOwnerWord` or more.
 */
export function ownerWords({ name, email }: PasswordOwner): string[] {
  const local = email?.split("@")[0] ?? "";
  const whole = [local, (name ?? "").replace(/\s+/g, "")];
  const parts = [local, name ?? ""].flatMap((text) => text.split(/[^\p{L}\p{N}]+/u));
  const words = [...whole, ...parts].map(fold).filter((word) => word.length >= shortestOwnerWord);
  return [...new Set(words)];
}

/** Polish lists of language-pl 3 are comma-separated strings (its types say arrays). */
const wordList = (words: unknown): string[] =>
  typeof words === "string" ? words.split(",") : (words as string[]);

async function buildEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en, pl] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
    import("@zxcvbn-ts/language-pl"),
  ]);
  const polish = Object.fromEntries(
    Object.entries(pl.dictionary).map(([list, words]) => [`${list}-pl`, wordList(words)]),
  );
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...polish },
    graphs: common.adjacencyGraphs,
    maxLength: estimatedLength,
    // The l33t matcher tries combinations of substitutions: beyond 5 a check can take a second.
    l33tMaxSubstitutions: 5,
  });
}

let estimator: Promise<ZxcvbnFactory> | null = null;

/** Loads the dictionaries once (again after a failed load, such as a chunk the network lost). */
export function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= buildEstimator().catch((error: unknown) => {
    estimator = null;
    throw error;
  });
  return estimator;
}

/** Whether `password` is too common or easy to guess for `owner` (code 1018). */
export async function guessable(password: string, owner: PasswordOwner = {}): Promise<boolean> {
  const words = ownerWords(owner);
  const folded = fold(password);
  if (words.some((word) => folded.includes(word))) return true;
  const zxcvbn = await loadEstimator();
  const inputs = [owner.email, owner.name, ...words].filter((text): text is string => Boolean(text));
  return zxcvbn.check(password, inputs).score < minimumScore;
}
