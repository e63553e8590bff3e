import { describe, expect, it } from "vitest";
import { checkSignIn } from "../../../src/console/areas/auth/sign-in-rules.ts";

describe("checkSignIn", () => {
  it("requires both fields", () => {
    expect(checkSignIn({ login: "  ", password: "" })).toEqual({ login: "required", password: "required" });
  });

  it("accepts a login that is not an e-mail", () => {
    expect(checkSignIn({ login: "jkowalski", password: "x" })).toEqual({});
  });

  it("checks the e-mail format only when the value contains @", () => {
    expect(checkSignIn({ login: "anna@", password: "x" })).toEqual({ login: "email" });
    expect(checkSignIn({ login: "anna@umed", password: "x" })).toEqual({ login: "email" });
    expect(checkSignIn({ login: " anna@umed.lodz.pl ", password: "x" })).toEqual({});
  });
});
