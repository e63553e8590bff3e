/**
 * The password rule: spec §5's composition with the manifest's bounds (1007, 1016, 1008), then not
 * guessable (1018): zxcvbn's score of 3 or more, and none of the owner's name or e-mail in it.
 */
import { describe, expect, it } from "vitest";
import { passwordProblems } from "../../src/server/auth/password-rule.ts";
import { compositionProblems, newPasswordProblems, passwordRule } from "../../src/shared/password-rule.ts";
import {
  estimatedLength,
  guessable,
  minimumScore,
  ownerWords,
  type PasswordOwner,
} from "../../src/shared/password-strength.ts";

const jan: PasswordOwner = { name: "Jan Kowalski", email: "jan.kowalski@umed.example" };

describe("the bounds", () => {
  it("come from the user manifest: 8 to 128 characters, so 64 are allowed", () => {
    expect(passwordRule).toMatchObject({ min: 8, max: 128, codes: { min: 1007, max: 1016, format: 1008 } });
    expect(minimumScore).toBe(3);
  });
});

describe("compositionProblems", () => {
  it.each<[string, { given: string; want: number[] }]>([
    ["too short", { given: "Ab1cdef", want: [1007] }],
    ["too long", { given: `Aa1${"x".repeat(126)}`, want: [1016] }],
    ["no digit", { given: "Abcdefgh", want: [1008] }],
    ["no upper-case letter", { given: "abcdefg1", want: [1008] }],
    ["no lower-case letter", { given: "ABCDEFG1", want: [1008] }],
    ["at the maximum", { given: `Aa1${"x".repeat(125)}`, want: [] }],
    ["at the minimum", { given: "Abcdefg1", want: [] }],
  ])("%s", (_name, { given, want }) => {
    expect(compositionProblems(given)).toEqual(want);
  });
});

describe("newPasswordProblems", () => {
  it.each<[string, { password: string; confirmation: string; want: object }]>([
    [
      "both empty",
      { password: "", confirmation: "", want: { password: [1004], password_confirmation: [1004] } },
    ],
    ["no confirmation", { password: "Abcdefg1", confirmation: "", want: { password_confirmation: [1004] } }],
    [
      "different",
      { password: "Abcdefg1", confirmation: "Abcdefg2", want: { password_confirmation: [1015] } },
    ],
    ["weak but the same", { password: "abcdefg1", confirmation: "abcdefg1", want: { password: [1008] } }],
    ["no password, a confirmation", { password: "", confirmation: "Abcdefg1", want: { password: [1004] } }],
    ["kept and confirmed", { password: "Abcdefg1", confirmation: "Abcdefg1", want: {} }],
  ])("%s", (_name, { password, confirmation, want }) => {
    expect(newPasswordProblems(password, confirmation)).toEqual(want);
  });
});

describe("ownerWords", () => {
  it.each<[string, { given: PasswordOwner; want: string[] }]>([
    [
      "the e-mail's local part, the name and their words",
      { given: jan, want: ["jan.kowalski", "jankowalski", "jan", "kowalski"] },
    ],
    [
      "folded to lower case without diacritics, ł included",
      {
        given: { name: "Łucja Żółć", email: "lzolc@umed.example" },
        want: ["lzolc", "lucjazolc", "lucja", "zolc"],
      },
    ],
    [
      "words under 3 characters left out",
      { given: { name: "Jo Li", email: "jo@umed.example" }, want: ["joli"] },
    ],
    ["nothing known", { given: {}, want: [] }],
  ])("%s", (_name, { given, want }) => {
    expect(ownerWords(given)).toEqual(want);
  });
});

describe("guessable", () => {
  it.each<[string, { given: string; owner?: PasswordOwner; want: boolean }]>([
    ["a top password with its l33t spelling", { given: "P4ssw0rd!", want: true }],
    ["a common one with digits after it", { given: "Qwerty123", want: true }],
    ["a keyboard walk", { given: "Zaq12wsx", want: true }],
    ["a Polish word and digits", { given: "Haslo1234", want: true }],
    ["a Polish city and a year", { given: "Warszawa2020", want: true }],
    ["a repeated character", { given: `Aa1${"x".repeat(61)}`, want: true }],
    ["unrelated words", { given: "Kasztan-Rower-77", want: false }],
    ["unrelated Polish words", { given: "Tramwaj-Piotrkowska-42", want: false }],
    ["the owner's surname", { given: "Kowalski-Rower-77", owner: jan, want: true }],
    ["the owner's surname in any case", { given: "ROWER-kowalski-77", owner: jan, want: true }],
    ["the owner's e-mail local part", { given: "Jan.Kowalski+2024", owner: jan, want: true }],
    ["the owner's first name", { given: "Rower-Jan-Lipa-5", owner: jan, want: true }],
    [
      "the owner's name without its diacritics",
      { given: "Zolc-Rower-Lipa-8", owner: { name: "Łucja Żółć" }, want: true },
    ],
    ["someone else's name", { given: "Kowalski-Rower-77", owner: { name: "Anna Nowak" }, want: false }],
  ])("%s", async (_name, { given, owner, want }) => {
    expect(await guessable(given, owner)).toBe(want);
  });

  it(`estimates only the first ${estimatedLength} characters`, async () => {
    const weakStart = `Aa1${"x".repeat(estimatedLength - 3)}${"Kasztan-Rower-77".repeat(4)}`;
    expect(await guessable(weakStart)).toBe(true);
    const strong = `${"Kasztan-Rower-77-".repeat(7)}`.slice(0, passwordRule.max);
    expect(await guessable(strong)).toBe(false);
    // l33t characters everywhere are the slowest case for zxcvbn's l33t matcher
    expect(await guessable(`Aa1${"4@$3!1|0+7".repeat(13)}`.slice(0, passwordRule.max))).toBe(false);
  });
});

describe("passwordProblems", () => {
  it.each<[string, { given: string; owner?: PasswordOwner; want: number[] }]>([
    ["composition first", { given: "password", want: [1008] }],
    ["length before guessing", { given: "Ab1", want: [1007] }],
    ["then guessable", { given: "Password1", want: [1018] }],
    ["then the owner", { given: "Kowalski-Rower-77", owner: jan, want: [1018] }],
    ["a good one", { given: "Kasztan-Rower-77", owner: jan, want: [] }],
    ["64 characters", { given: "Kasztan-Rower-77-".repeat(4).slice(0, 64), want: [] }],
  ])("%s", async (_name, { given, owner, want }) => {
    expect(await passwordProblems(given, owner)).toEqual(want);
  });
});
