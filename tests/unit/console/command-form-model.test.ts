import { describe, expect, it } from "vitest";
import { commandForm, recordForm } from "../../../src/console/forms/command-form-model.ts";

/** Keys stand for texts: what a form is labelled with shows which catalogue entry it reads. */
const t = (key: string) => key;

describe("commandForm", () => {
  const cases: [string, { area: string; command: string; want: Record<string, unknown> }][] = [
    [
      "the SOS push: its report, title and body, the body a textarea",
      {
        area: "sos",
        command: "push",
        want: {
          "ui:order": ["sos_id", "title", "body"],
          title: { "ui:title": "resources.sos.commands.push.fields.title" },
          body: { "ui:widget": "textarea", "ui:title": "resources.sos.commands.push.fields.body" },
        },
      },
    ],
    [
      "a user's password: the password widgets",
      {
        area: "user",
        command: "change_password",
        want: {
          password: {
            "ui:widget": "password",
            "ui:title": "resources.user.commands.change_password.fields.password",
          },
        },
      },
    ],
  ];
  it.each(cases)("%s", (_name, { area, command, want }) => {
    const parts = commandForm(area, command);
    const ui = parts.uiSchema(t, {});
    expect(ui).toMatchObject({ ...want, "ui:submitButtonOptions": { norender: true } });
    expect(Object.keys(parts.schema.properties ?? {})).toEqual(parts.fields.map((f) => f.name));
  });

  it("takes the bounds from the manifest through the schema", () => {
    const { schema } = commandForm("sos", "push");
    expect(schema.properties?.title).toMatchObject({ minLength: 3, maxLength: 100 });
    expect(schema.required).toEqual(["sos_id", "title", "body"]);
  });

  it("carries the command's rules (the password confirmation)", () => {
    expect(commandForm("user", "change_password").rules.map((r) => r.kind)).toContain("equal");
  });

  it("refuses a command the manifests do not declare", () => {
    expect(() => commandForm("sos", "nothing")).toThrow(/no command 'nothing' of area 'sos'/);
  });
});

describe("recordForm", () => {
  it("gives the legend's record as its form edits it, and its ordered rule", () => {
    const parts = recordForm("parking_legend", "parking_legend", "update");
    const record = {
      id: 4,
      version: 2,
      from_percent: 10,
      to_percent: 40,
      title_pl: "Mało",
      description_en: null,
    };
    expect(parts.valuesOf(record)).toEqual({ from_percent: 10, to_percent: 40, title_pl: "Mało" });
    expect(parts.rules.map((r) => r.kind)).toEqual(["ordered"]);
    expect(parts.uiSchema(t, {}).title_pl).toMatchObject({
      "ui:title": "resources.parking_legend.fields.title_pl",
    });
  });
});
