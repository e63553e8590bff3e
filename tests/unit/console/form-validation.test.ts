import type { RJSFValidationError } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { areas } from "../../../generated/areas.ts";
import { i18nCatalogues } from "../../../generated/i18n.ts";
import {
  customValidator,
  ruleErrors,
  transformSchemaErrors,
} from "../../../src/console/forms/form-validation.ts";
import en from "../../../src/console/i18n/forms.en.json" with { type: "json" };
import pl from "../../../src/console/i18n/forms.pl.json" with { type: "json" };

const [generatedPl, generatedEn] = await Promise.all([i18nCatalogues.pl(), i18nCatalogues.en()]);

type Catalogue = Record<string, unknown>;

/** A translate function over the forms catalogue, with i18next's {{name}} interpolation. */
function translator(catalogue: Catalogue) {
  return (key: string, values: Record<string, unknown> = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Catalogue)?.[part], catalogue);
    if (typeof text !== "string") return key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

/** The console's catalogue: its forms texts and the generated texts of every code (errors.<code>). */
const t = translator({ ...en, ...generatedEn });
const tPl = translator({ ...pl, ...generatedPl });
const spec = (area: string) => {
  const found = areas.find((a) => a.area === area);
  if (!found) throw new Error(`no area ${area}`);
  return found;
};
const label = (field: string) => field;

describe("rule errors", () => {
  const user = spec("user");

  it("asks for matching passwords", () => {
    const data = { name: "Ann", password: "Secret123", password_confirmation: "other" };
    expect(ruleErrors(data, user.fields, user.rules, t)).toEqual([
      { field: "password_confirmation", message: "Passwords must match" },
    ]);
  });

  it("accepts a good password typed twice", () => {
    const data = { password: "Secret123", password_confirmation: "Secret123" };
    expect(ruleErrors(data, user.fields, user.rules, t)).toEqual([]);
  });

  it("gives the messages in Polish", () => {
    const errors = ruleErrors(
      { password: "Abc12345", password_confirmation: "x" },
      user.fields,
      user.rules,
      tPl,
    );
    expect(errors).toEqual([{ field: "password_confirmation", message: "Hasła muszą być takie same" }]);
  });

  it("needs a phone or an e-mail for an SOS contact", () => {
    const contact = spec("email_sms");
    const missing = ruleErrors({ name: "Porter", phone: null, email: "" }, contact.fields, contact.rules, t);
    expect(missing.map((e) => e.field)).toEqual(["phone", "email"]);
    expect(missing[0]?.message).toBe("An SOS contact needs a phone number or an e-mail address");
    expect(
      ruleErrors({ name: "Porter", phone: "+48 42 000 00 00" }, contact.fields, contact.rules, t),
    ).toEqual([]);
  });

  it("requires the sender and send date of a push notification only", () => {
    const notification = spec("notification");
    const push = ruleErrors({ type: "push" }, notification.fields, notification.rules, t);
    const needs = "A push notification needs a sender and a send date";
    expect(push).toEqual([
      { field: "sender", message: needs },
      { field: "send_at", message: needs },
    ]);
    const route = ruleErrors({ type: "route" }, notification.fields, notification.rules, t);
    expect(route).toEqual([{ field: "file", message: "A route notification needs an audio file" }]);
    expect(ruleErrors({ type: "general" }, notification.fields, notification.rules, t)).toEqual([]);
  });

  it("keeps an end date from coming before the start date", () => {
    const button = spec("button");
    const data = { start_date: "2025-05-10", end_date: "2025-05-09" };
    expect(ruleErrors(data, button.fields, button.rules, t)).toEqual([
      { field: "end_date", message: "The end date cannot be earlier than the start date" },
    ]);
    expect(ruleErrors({ ...data, end_date: "2025-05-10" }, button.fields, button.rules, t)).toEqual([]);
    expect(ruleErrors({ start_date: "2025-05-10" }, button.fields, button.rules, t)).toEqual([]);
  });

  it("compares numbers as numbers", () => {
    const legend = spec("parking_legend");
    const errors = ruleErrors({ from_percent: 50, to_percent: 9 }, legend.fields, legend.rules, t);
    expect(errors).toEqual([
      { field: "to_percent", message: "The start of the range cannot be greater than its end" },
    ]);
  });

  it("adds the errors to the rjsf error schema of their fields", () => {
    const added: Record<string, string[]> = { password: [], password_confirmation: [] };
    const errorSchema = Object.fromEntries(
      Object.entries(added).map(([field, list]) => [field, { addError: (m: string) => list.push(m) }]),
    );
    const validate = customValidator(user.fields, user.rules, t);
    validate({ password: "Secret123", password_confirmation: "Secret124" }, errorSchema as never);
    expect(added).toEqual({ password: [], password_confirmation: ["Passwords must match"] });
  });
});

describe("schema error messages", () => {
  const article = spec("article");
  const user = spec("user");
  const error = (
    name: string,
    property: string,
    params: Record<string, unknown> = {},
  ): RJSFValidationError => ({
    name,
    property,
    params,
    message: "raw",
    stack: "raw",
  });

  it("words each failure with the text of the field's code, as the server does", () => {
    const errors = transformSchemaErrors(
      [
        error("required", ".name", { missingProperty: "name" }),
        error("minLength", ".description", { limit: 10 }),
        error("maxLength", ".name", { limit: 255 }),
        error("pattern", ".photo"),
      ],
      article.fields,
      article.rules,
      t,
      label,
    );
    expect(errors.map((e) => e.message)).toEqual([
      "Name is required",
      "Description is too short (at least 10 characters)",
      "Name is too long (at most 255 characters)",
      "The photo must be an uploaded JPG, PNG or GIF file (at most 2 MB)",
    ]);
  });

  it("words the password rule, and leaves the confirmation to the matching rule", () => {
    const errors = transformSchemaErrors(
      [
        error("pattern", ".password"),
        error("pattern", ".password_confirmation"),
        error("minLength", ".password_confirmation", { limit: 8 }),
        error("required", ".password_confirmation", { missingProperty: "password_confirmation" }),
      ],
      user.fields,
      user.rules,
      t,
      label,
    );
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      [".password", "Password needs an upper-case letter, a lower-case letter and a digit"],
      [".password_confirmation", "Password is required"],
    ]);
  });

  it("names a wrong e-mail and a wrong colour, in both languages", () => {
    const button = spec("button");
    expect(
      transformSchemaErrors(
        [error("format", ".email", { format: "email" })],
        user.fields,
        user.rules,
        tPl,
        label,
      )[0]?.message,
    ).toBe("Nieprawidłowy format adresu e-mail");
    expect(
      transformSchemaErrors([error("pattern", ".color")], button.fields, button.rules, t, label)[0]?.message,
    ).toBe("Colour must be a hex colour #RRGGBB");
  });

  it("reads an empty required choice as missing", () => {
    const errors = transformSchemaErrors(
      [error("type", ".category_id")],
      article.fields,
      article.rules,
      t,
      label,
    );
    expect(errors[0]?.message).toBe("Category is required");
  });

  it("falls back to the console's words for a field without a code of that kind", () => {
    const bare = [{ ...article.fields[0], name: "x", codes: {} }] as typeof article.fields;
    const errors = transformSchemaErrors(
      [error("required", ".x", { missingProperty: "x" }), error("pattern", ".x")],
      bare,
      [],
      tPl,
      label,
    );
    expect(errors.map((e) => e.message)).toEqual(["To pole jest wymagane", "Wartość ma niepoprawny format"]);
  });
});

describe("forms catalogues", () => {
  const keys = (node: unknown, prefix = ""): string[] =>
    typeof node === "object" && node
      ? Object.entries(node).flatMap(([k, child]) => keys(child, `${prefix}${k}.`))
      : [prefix.slice(0, -1)];
  it("have the same keys in Polish and English", () => expect(keys(pl).sort()).toEqual(keys(en).sort()));
});
