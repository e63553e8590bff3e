/** The cache of checked tokens (src/server/auth/token-cache.ts): what it keeps, for how long, and when it lets go. */
import { describe, expect, it } from "vitest";
import type { Account } from "../../src/server/auth/account.ts";
import { TokenCache } from "../../src/server/auth/token-cache.ts";

const account: Account = {
  id: 7,
  name: "Anna",
  email: "anna@umed.example",
  login: null,
  roles: [2],
  directory: false,
};

/** steps on a cache at clock 1000 that hears other processes; `get` is the answer for "h" at the end */
type Step =
  | ["keep", until: number]
  | ["keepFrom", generation: number, until: number]
  | ["forget"]
  | ["deaf"]
  | ["hear"]
  | ["clock", number];
const cases: [string, { given: Step[]; want: Account | undefined }][] = [
  [
    "keeps a checked token until its time",
    {
      given: [
        ["keep", 5000],
        ["clock", 4999],
      ],
      want: account,
    },
  ],
  [
    "lets it go at its time",
    {
      given: [
        ["keep", 5000],
        ["clock", 5000],
      ],
      want: undefined,
    },
  ],
  ["empties on a change", { given: [["keep", 5000], ["forget"]], want: undefined }],
  [
    "keeps nothing looked up before a change",
    { given: [["forget"], ["keepFrom", 0, 5000]], want: undefined },
  ],
  ["keeps what was looked up after a change", { given: [["forget"], ["keepFrom", 1, 5000]], want: account }],
  [
    "keeps nothing while others' changes are not heard",
    { given: [["deaf"], ["keep", 5000]], want: undefined },
  ],
  ["empties when others' changes stop being heard", { given: [["keep", 5000], ["deaf"]], want: undefined }],
  ["empties when they are heard again", { given: [["keep", 5000], ["hear"]], want: undefined }],
  ["keeps nothing already past its time", { given: [["keep", 1000]], want: undefined }],
];

describe("TokenCache", () => {
  it.each(cases)("%s", (_name, { given, want }) => {
    let clock = 1000;
    const cache = new TokenCache(() => clock);
    cache.hearingOthers(true);
    const start = cache.generation();
    for (const step of given) {
      if (step[0] === "keep") cache.keep("h", account, step[1], cache.generation());
      else if (step[0] === "keepFrom") cache.keep("h", account, step[2], start + step[1]);
      else if (step[0] === "forget") cache.forget();
      else if (step[0] === "deaf") cache.hearingOthers(false);
      else if (step[0] === "hear") cache.hearingOthers(true);
      else clock = step[1];
    }
    expect(cache.get("h")).toEqual(want);
  });

  it("hands out a frozen copy, so one request cannot change another's account", () => {
    const cache = new TokenCache(() => 0);
    cache.hearingOthers(true);
    const roles = [2];
    cache.keep("h", { ...account, roles }, 10, cache.generation());
    roles.push(1);
    const kept = cache.get("h");
    expect(kept?.roles).toEqual([2]);
    expect(Object.isFrozen(kept) && Object.isFrozen(kept?.roles)).toBe(true);
  });

  it("holds at most 10,000 tokens, letting the oldest go", () => {
    const cache = new TokenCache(() => 0);
    cache.hearingOthers(true);
    for (let i = 0; i <= 10_000; i++) cache.keep(`h${i}`, account, 10, cache.generation());
    expect(cache.size).toBe(10_000);
    expect([cache.get("h0"), cache.get("h10000")]).toEqual([undefined, account]);
  });
});
