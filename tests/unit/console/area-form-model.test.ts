/**
 * The read-only fields a manifest's `formShows` names (a parking lot's ids and counts, set by the
 * parking system): shown read-only on an edit, absent from a create, never sent.
 */
import { describe, expect, it } from "vitest";
import { areaFormModel, formUiSchema, requestBody } from "../../../src/console/forms/area-form-model.ts";

const t = (key: string) => `«${key}»`;
const shown = ["system_id", "parking_lot_id", "count_all", "taken", "total_real", "free", "percent_free"];

describe("a parking lot's form", () => {
  const model = areaFormModel("parking", "parking_lots", "update");

  it("shows the parking system's ids and counts after the editable fields, read-only", () => {
    expect(Object.keys(model.schema.properties ?? {})).toEqual(expect.arrayContaining(shown));
    const ui = formUiSchema(model, {}, t);
    expect(ui["ui:order"]).toEqual([
      "name_pl",
      "name_en",
      "campus_name_pl",
      "campus_name_en",
      "status",
      ...shown,
    ]);
    for (const name of shown) expect(ui[name], name).toMatchObject({ "ui:readonly": true });
    expect(ui.name_pl).not.toHaveProperty("ui:readonly");
  });

  it("sends only what staff edit", () => {
    const body = requestBody(
      model,
      { name_pl: "P1", name_en: "P1", status: "active", taken: 3, free: 9 },
      "update",
    );
    expect(Object.keys(body).sort()).toEqual([
      "campus_name_en",
      "campus_name_pl",
      "name_en",
      "name_pl",
      "status",
    ]);
  });

  it("leaves them out of a form that creates (a view of another area's records keeps its own fields)", () => {
    const create = areaFormModel("parking", "parking_lots", "create");
    expect(Object.keys(create.schema.properties ?? {})).not.toContain("taken");
  });
});
