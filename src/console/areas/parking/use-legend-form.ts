/**
 * The form of one legend range in its dialog: the generated form of the parking_legend area (spec §5
 * from its schema and rules), sent through the legend's `save` (POST or PUT /api/parking_legend).
 */
import { useState } from "react";
import { recordForm } from "../../forms/command-form-model.ts";
import type { FormValues } from "../../forms/form-validation.ts";
import { useSendForm } from "../../forms/use-send-form.ts";
import { areaSpec } from "../../shared/area-specs.ts";
import type { LegendEntry, LegendInput } from "./use-parking-legend.ts";

const basePath = areaSpec("parking_legend").console?.path ?? "parking_legend";
const forms = {
  create: recordForm("parking_legend", basePath, "create"),
  update: recordForm("parking_legend", basePath, "update"),
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function toInput(values: FormValues): LegendInput {
  return {
    from_percent: Number(values.from_percent),
    to_percent: Number(values.to_percent),
    title_pl: text(values.title_pl),
    title_en: text(values.title_en),
    description_pl: text(values.description_pl) || null,
    description_en: text(values.description_en) || null,
  };
}

export function useLegendForm(save: (entry: LegendEntry | null, input: LegendInput) => Promise<void>) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<LegendEntry | null>(null);
  const parts = editing === null ? forms.create : forms.update;
  const form = useSendForm(parts, {
    send: async (values) => {
      await save(editing, toInput(values));
      setOpen(false);
      return undefined;
    },
  });

  function start(entry: LegendEntry | null) {
    setEditing(entry);
    form.reset(entry ? forms.update.valuesOf(entry) : {});
    setOpen(true);
  }

  return {
    open,
    close: () => setOpen(false),
    editing: editing?.id ?? null,
    form,
    start,
  };
}
