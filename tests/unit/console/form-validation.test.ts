import type { RJSFValidationError } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { areas } from "../../../generated/areas.ts";
import {
  customValidator,
  ruleErrors,
  transformSchemaErrors,
} from "../../../src/console/controllers/form-validation.ts";
import en from "../../../src/console/i18n/forms.en.json" with { type: "json" };
import pl from "../../../src/console/i18n/forms.pl.json" with { type: "json" };

type Catalogue = Record<string, unknown>;

/** A translate function over the forms catalogue, with i18next's {{name}} interpolation. */
function translator(catalogue: Catalogue) {
  return (key: string, values: Record<string, unknown> = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Catalogue)?.[part], catalogue);
    if (typeof text !== "string") return key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

const t = translator(en);
const tPl = translator(pl);
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
    expect(ruleErrors(data, user.fields, user.rules, t, label)).toEqual([
      { field: "password_confirmation", message: "Passwords must match" },
    ]);
  });

  it("accepts a good password typed twice", () => {
    const data = { password: "Secret123", password_confirmation: "Secret123" };
    expect(ruleErrors(data, user.fields, user.rules, t, label)).toEqual([]);
  });

  it("gives the messages in Polish", () => {
    const errors = ruleErrors(
      { password: "Abc12345", password_confirmation: "x" },
      user.fields,
      user.rules,
      tPl,
      label,
    );
    expect(errors).toEqual([{ field: "password_confirmation", message: "Hasła muszą być takie same" }]);
  });

  it("needs a phone or an e-mail for an SOS contact", () => {
    const contact = spec("email_sms");
    const missing = ruleErrors(
      { name: "Porter", phone: null, email: "" },
      contact.fields,
      contact.rules,
      t,
      label,
    );
    expect(missing.map((e) => e.field)).toEqual(["phone", "email"]);
    expect(missing[0]?.message).toBe("Enter at least one of: phone, email");
    expect(
      ruleErrors({ name: "Porter", phone: "+48 42 000 00 00" }, contact.fields, contact.rules, t, label),
    ).toEqual([]);
  });

  it("requires the sender and send date of a push notification only", () => {
    const notification = spec("notification");
    const push = ruleErrors({ type: "push" }, notification.fields, notification.rules, t, label);
    expect(push).toEqual([
      { field: "sender", message: "This field is required" },
      { field: "send_at", message: "This field is required" },
    ]);
    const route = ruleErrors({ type: "route" }, notification.fields, notification.rules, t, label);
    expect(route).toEqual([{ field: "file", message: "This field is required" }]);
    expect(ruleErrors({ type: "general" }, notification.fields, notification.rules, t, label)).toEqual([]);
  });

  it("keeps an end date from coming before the start date", () => {
    const button = spec("button");
    const data = { start_date: "2025-05-10", end_date: "2025-05-09" };
    expect(ruleErrors(data, button.fields, button.rules, t, label)).toEqual([
      { field: "end_date", message: "Must not be earlier than start_date" },
    ]);
    expect(ruleErrors({ ...data, end_date: "2025-05-10" }, button.fields, button.rules, t, label)).toEqual(
      [],
    );
    expect(ruleErrors({ start_date: "2025-05-10" }, button.fields, button.rules, t, label)).toEqual([]);
  });

  it("compares numbers as numbers", () => {
    const legend = spec("parking_legend");
    const errors = ruleErrors({ from_percent: 50, to_percent: 9 }, legend.fields, legend.rules, t, label);
    expect(errors).toEqual([{ field: "to_percent", message: "Must not be less than from_percent" }]);
  });

  it("adds the errors to the rjsf error schema of their fields", () => {
    const added: Record<string, string[]> = { password: [], password_confirmation: [] };
    const errorSchema = Object.fromEntries(
      Object.entries(added).map(([field, list]) => [field, { addError: (m: string) => list.push(m) }]),
    );
    const validate = customValidator(user.fields, user.rules, t, label);
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

  it("says what is wrong with the bound where there is one", () => {
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
      "This field is required",
      "Minimum number of characters: 10",
      "Maximum number of characters: 255",
      "Upload the file again",
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
      [".password", "The password needs at least one upper-case letter, one lower-case letter and one digit"],
      [".password_confirmation", "This field is required"],
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
    ).toBe("Adres e-mail musi być poprawny");
    expect(
      transformSchemaErrors([error("pattern", ".color")], button.fields, button.rules, t, label)[0]?.message,
    ).toBe("Enter a colour as #RRGGBB");
  });

  it("reads an empty required choice as missing", () => {
    const errors = transformSchemaErrors(
      [error("type", ".category_id")],
      article.fields,
      article.rules,
      t,
      label,
    );
    expect(errors[0]?.message).toBe("This field is required");
  });
});

describe("forms catalogues", () => {
  const keys = (node: unknown, prefix = ""): string[] =>
    typeof node === "object" && node
      ? Object.entries(node).flatMap(([k, child]) => keys(child, `${prefix}${k}.`))
      : [prefix.slice(0, -1)];
  it("have the same keys in Polish and English", () => expect(keys(pl).sort()).toEqual(keys(en).sort()));
});
