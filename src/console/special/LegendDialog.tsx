/** The add/edit form of one legend range, in a dialog over the legend screen. */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import type { LegendField, useLegendForm } from "../controllers/use-legend-form.ts";
import { FieldError } from "./FieldError.tsx";

type Form = ReturnType<typeof useLegendForm>;

export function LegendDialog({ form }: { form: Form }) {
  const { t } = useTranslation();
  const label = (field: LegendField) => t(`resources.parking_legend.fields.${field}`);
  const numberField = (field: "from_percent" | "to_percent") => (
    <div className="special-field">
      <label htmlFor={`legend-${field}`}>{label(field)}</label>
      <InputNumber
        inputId={`legend-${field}`}
        value={form.values[field]}
        onValueChange={(event) => form.change(field, event.value ?? null)}
        min={0}
        max={100}
        suffix=" %"
        useGrouping={false}
        invalid={Boolean(form.problems[field])}
        aria-describedby={`legend-${field}-error`}
      />
      <FieldError id={`legend-${field}-error`} problem={form.problems[field]} />
    </div>
  );
  const textField = (field: "title_pl" | "title_en" | "description_pl" | "description_en") => {
    const Input = field.startsWith("title") ? InputText : InputTextarea;
    return (
      <div className="special-field">
        <label htmlFor={`legend-${field}`}>{label(field)}</label>
        <Input
          id={`legend-${field}`}
          value={form.values[field]}
          onChange={(event: { target: { value: string } }) => form.change(field, event.target.value)}
          invalid={Boolean(form.problems[field])}
          aria-describedby={`legend-${field}-error`}
          {...(Input === InputTextarea ? { rows: 3, autoResize: true } : {})}
        />
        <FieldError id={`legend-${field}-error`} problem={form.problems[field]} />
      </div>
    );
  };
  return (
    <Dialog
      header={t(form.editing === null ? "special.legend.addTitle" : "special.legend.editTitle")}
      visible={form.open}
      onHide={form.close}
      className="special-dialog"
      footer={
        <div className="special-actions">
          <Button type="button" label={t("special.common.cancel")} text onClick={form.close} />
          <Button type="submit" form="legend-form" label={t("special.common.save")} loading={form.saving} />
        </div>
      }
    >
      <form
        id="legend-form"
        className="special-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <div className="special-pair">
          {numberField("from_percent")}
          {numberField("to_percent")}
        </div>
        <div className="special-pair">
          {textField("title_pl")}
          {textField("title_en")}
        </div>
        <div className="special-pair">
          {textField("description_pl")}
          {textField("description_en")}
        </div>
      </form>
    </Dialog>
  );
}
