import { describe, expect, it } from "vitest";
import { claimValues, directoryProfile, directoryRole } from "../../src/server/auth/directory-profile.ts";
import { parseRoleMap, readOidcConfig } from "../../src/server/auth/oidc-config.ts";
import { ApiError } from "../../src/server/http/api-error.ts";

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return error.errors;
    throw error;
  }
  return null;
};

describe("claimValues", () => {
  it.each([
    ["an array", { given: { groups: ["staff", "it"] }, name: "groups", want: ["staff", "it"] }],
    ["one string", { given: { groups: "staff" }, name: "groups", want: ["staff"] }],
    ["numbers", { given: { groups: [7] }, name: "groups", want: ["7"] }],
    ["absent", { given: {}, name: "groups", want: [] }],
    ["objects left out", { given: { groups: [{ id: 1 }, "staff"] }, name: "groups", want: ["staff"] }],
    [
      "a nested path (Keycloak realm roles)",
      { given: { realm_access: { roles: ["staff"] } }, name: "realm_access.roles", want: ["staff"] },
    ],
    [
      "a claim named by a URL, dots and all",
      {
        given: { "https://umed.example/groups": ["staff"] },
        name: "https://umed.example/groups",
        want: ["staff"],
      },
    ],
  ])("%s", (_name, { given, name, want }) => {
    expect(claimValues(given, name)).toEqual(want);
  });
});

describe("directoryRole", () => {
  const settings = {
    roleClaim: "groups",
    roleMap: parseRoleMap("staff=ad_employee,students=ad_user"),
    scopes: "openid email profile",
  };
  it.each([
    ["staff", { groups: ["staff"], want: "ad_employee" }],
    ["student", { groups: ["students"], want: "ad_user" }],
    ["both: the first entry wins", { groups: ["students", "staff"], want: "ad_employee" }],
  ])("%s", (_name, { groups, want }) => {
    expect(directoryRole({ groups }, settings)).toBe(want);
  });

  it("refuses a user in no mapped group (1026), unless '*' admits anyone", () => {
    expect(codeOf(() => directoryRole({ groups: ["guests"] }, settings))).toEqual({ code: [1026] });
    expect(codeOf(() => directoryRole({}, settings))).toEqual({ code: [1026] });
    const anyone = { ...settings, roleMap: parseRoleMap("staff=ad_employee,*=ad_user") };
    expect(directoryRole({ groups: ["guests"] }, anyone)).toBe("ad_user");
  });

  it("names the claim it read and the scopes asked for in 1026's text, in both languages", async () => {
    const { codeText } = await import("../../src/server/http/envelope.ts");
    let refusal: ApiError | undefined;
    try {
      directoryRole({}, { ...settings, roleClaim: "realm_access.roles" });
    } catch (error) {
      refusal = error as ApiError;
    }
    expect(refusal?.values).toEqual({ claim: "realm_access.roles", scopes: "openid email profile" });
    expect(codeText(1026, "en", refusal?.values ?? null)).toBe(
      "The university account is in no group allowed to use the console: the claim 'realm_access.roles' that was read holds none of them. If the provider does not send it, it may need the 'groups' scope (scopes asked for: openid email profile)",
    );
    expect(codeText(1026, "pl", refusal?.values ?? null)).toContain("roszczenie „realm_access.roles”");
    expect(codeText(1026, "pl", refusal?.values ?? null)).toContain(
      "zakresu „groups” (zamówione zakresy: openid email profile)",
    );
  });
});

describe("directoryProfile", () => {
  const settings = { roleClaim: "groups", roleMap: parseRoleMap("*=ad_user"), scopes: "openid" };
  const base = { iss: "https://login.example", sub: "abc" };

  it.each([
    [
      "every claim",
      {
        given: {
          ...base,
          email: "a@umed.example",
          email_verified: true,
          name: "Anna",
          preferred_username: "anna",
        },
        want: { name: "Anna", email: "a@umed.example", emailVerified: true, login: "anna" },
      },
    ],
    [
      "given and family names when no name",
      {
        given: { ...base, email: "a@umed.example", given_name: "Anna", family_name: "Lis" },
        want: { name: "Anna Lis", email: "a@umed.example", emailVerified: false, login: null },
      },
    ],
    [
      "an e-mail-like preferred_username when no e-mail (Entra ID's UPN), unverified",
      {
        given: { ...base, preferred_username: "anna@umed.example", email_verified: true },
        want: {
          name: "anna@umed.example",
          email: "anna@umed.example",
          emailVerified: false,
          login: "anna@umed.example",
        },
      },
    ],
    [
      "email_verified false",
      {
        given: { ...base, email: "a@umed.example", email_verified: false },
        want: { name: "a@umed.example", email: "a@umed.example", emailVerified: false, login: null },
      },
    ],
    [
      'email_verified as the string "true"',
      {
        given: { ...base, email: "a@umed.example", email_verified: "true" },
        want: { name: "a@umed.example", email: "a@umed.example", emailVerified: true, login: null },
      },
    ],
  ])("%s", (_name, { given, want }) => {
    expect(directoryProfile(given, settings)).toEqual({
      issuer: base.iss,
      subject: base.sub,
      role: "ad_user",
      ...want,
    });
  });

  it("refuses a profile without an e-mail address or subject (1029)", () => {
    expect(codeOf(() => directoryProfile({ ...base, preferred_username: "anna" }, settings))).toEqual({
      code: [1029],
    });
    expect(codeOf(() => directoryProfile({ iss: base.iss, email: "a@umed.example" }, settings))).toEqual({
      code: [1029],
    });
  });
});

describe("readOidcConfig", () => {
  const env = {
    OIDC_ISSUER: "https://login.umed.example/realms/umed",
    OIDC_CLIENT_ID: "campus-console",
    OIDC_REDIRECT_URI: "https://cms.umed.example/oauth2",
    OIDC_ROLE_MAP: "staff=ad_employee, students=ad_user",
  };

  it("is off without OIDC_ISSUER", () => {
    expect(readOidcConfig({})).toBeNull();
  });

  it("reads the settings with their defaults and derives the post-logout page", () => {
    expect(readOidcConfig(env)).toEqual({
      issuer: new URL(env.OIDC_ISSUER),
      clientId: "campus-console",
      clientSecret: undefined,
      scopes: "openid email profile",
      roleClaim: "groups",
      roleMap: [
        { value: "staff", role: "ad_employee" },
        { value: "students", role: "ad_user" },
      ],
      redirectUri: "https://cms.umed.example/oauth2",
      postLogoutRedirectUri: "https://cms.umed.example/signin",
      appRedirectUris: [],
    });
  });

  it("reads the app's redirect URIs: private-use schemes with a dot and https links", () => {
    const uris = "pl.umed.campus:/oauth, https://app.umed.example/oauth";
    expect(readOidcConfig({ ...env, APP_REDIRECT_URIS: uris })?.appRedirectUris).toEqual([
      "pl.umed.campus:/oauth",
      "https://app.umed.example/oauth",
    ]);
  });

  it.each([
    ["no client id", { OIDC_CLIENT_ID: "" }, /OIDC_CLIENT_ID must be set/],
    ["no redirect URI", { OIDC_REDIRECT_URI: "" }, /OIDC_REDIRECT_URI must be set/],
    ["a redirect URI that is no URL", { OIDC_REDIRECT_URI: "/oauth2" }, /OIDC_REDIRECT_URI must be an http/],
    ["no role map", { OIDC_ROLE_MAP: "" }, /OIDC_ROLE_MAP must be set/],
    ["a role that is not a directory role", { OIDC_ROLE_MAP: "staff=admin" }, /OIDC_ROLE_MAP entries/],
    ["an entry without a role", { OIDC_ROLE_MAP: "staff" }, /OIDC_ROLE_MAP entries/],
    ["an issuer that is no URL", { OIDC_ISSUER: "login.umed.example" }, /OIDC_ISSUER must be an http/],
    [
      "an app redirect over plain http",
      { APP_REDIRECT_URIS: "http://app.umed.example/oauth" },
      /APP_REDIRECT_URIS entries/,
    ],
    ["an app scheme without a dot", { APP_REDIRECT_URIS: "campus:/oauth" }, /APP_REDIRECT_URIS entries/],
    [
      "an app redirect with a fragment",
      { APP_REDIRECT_URIS: "pl.umed.campus:/oauth#x" },
      /APP_REDIRECT_URIS entries/,
    ],
    [
      "an app redirect not written as parsed",
      { APP_REDIRECT_URIS: "https://App.umed.example/oauth" },
      /must be written as 'https:\/\/app\.umed\.example\/oauth'/,
    ],
  ])("stops the server at start on %s", (_name, change, message) => {
    expect(() => readOidcConfig({ ...env, ...change })).toThrow(message);
  });
});
