/** The form of one legend range in its dialog: values, spec §5 checks with the manifest's bounds, save. */
import { useState } from "react";
import { Failure } from "../api/failures.ts";
import {
  areaField,
  compact,
  numberProblem,
  type Problems,
  serverProblems,
  textProblem,
} from "../special/checks.ts";
import type { LegendEntry, LegendInput } from "./use-parking-legend.ts";

export const legendFields = [
  "from_percent",
  "to_percent",
  "title_pl",
  "title_en",
  "description_pl",
  "description_en",
] as const;
export type LegendField = (typeof legendFields)[number];

export interface LegendValues {
  from_percent: number | null;
  to_percent: number | null;
  title_pl: string;
  title_en: string;
  description_pl: string;
  description_en: string;
}

const empty: LegendValues = {
  from_percent: null,
  to_percent: null,
  title_pl: "",
  title_en: "",
  description_pl: "",
  description_en: "",
};

function check(values: LegendValues): Problems<LegendField> {
  const problems = compact<LegendField>({
    from_percent: numberProblem(values.from_percent, areaField("parking_legend", "from_percent")),
    to_percent: numberProblem(values.to_percent, areaField("parking_legend", "to_percent")),
    title_pl: textProblem(values.title_pl, areaField("parking_legend", "title_pl")),
    title_en: textProblem(values.title_en, areaField("parking_legend", "title_en")),
    description_pl: textProblem(values.description_pl, areaField("parking_legend", "description_pl")),
    description_en: textProblem(values.description_en, areaField("parking_legend", "description_en")),
  });
  const { from_percent: from, to_percent: to } = values;
  if (!problems.to_percent && from !== null && to !== null && from > to)
    problems.to_percent = { key: "special.validation.ordered" };
  return problems;
}

function toInput(values: LegendValues): LegendInput {
  return {
    from_percent: values.from_percent ?? 0,
    to_percent: values.to_percent ?? 0,
    title_pl: values.title_pl.trim(),
    title_en: values.title_en.trim(),
    description_pl: values.description_pl.trim() || null,
    description_en: values.description_en.trim() || null,
  };
}

export function useLegendForm(save: (entry: LegendEntry | null, input: LegendInput) => Promise<void>) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<LegendEntry | null>(null);
  const [values, setValues] = useState<LegendValues>(empty);
  const [problems, setProblems] = useState<Problems<LegendField>>({});
  const [saving, setSaving] = useState(false);

  function start(entry: LegendEntry | null) {
    setEditing(entry);
    setValues(
      entry
        ? {
            from_percent: entry.from_percent,
            to_percent: entry.to_percent,
            title_pl: entry.title_pl,
            title_en: entry.title_en,
            description_pl: entry.description_pl ?? "",
            description_en: entry.description_en ?? "",
          }
        : empty,
    );
    setProblems({});
    setOpen(true);
  }

  function change<F extends LegendField>(field: F, value: LegendValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit() {
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await save(editing, toInput(values));
      setOpen(false);
    } catch (error) {
      if (error instanceof Failure) setProblems(serverProblems(error.errors, legendFields));
    } finally {
      setSaving(false);
    }
  }

  return {
    open,
    close: () => setOpen(false),
    editing: editing?.id ?? null,
    values,
    problems,
    saving,
    start,
    change,
    submit,
  };
}
