/**
 * Choosing the page of a PDF of several to lay as a plan, and why a PDF could not be laid.
 * Behaviour is in use-pdf-plan.ts.
 */
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PdfPlan } from "./use-pdf-plan.ts";

export function PdfPageChoice({ pdf }: { pdf: PdfPlan }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("1");
  const { choosing, problem } = pdf;
  const pages = choosing?.pages ?? 0;
  return (
    <>
      {pdf.busy && <p className="map-hint">{t("mapEditor.underlays.pdf.reading")}</p>}
      {choosing && (
        <form
          className="map-underlay-pdf"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pdf.lay(typed);
          }}
        >
          <p className="map-hint">{t("mapEditor.underlays.pdf.pages", { name: choosing.name, pages })}</p>
          <label htmlFor="map-underlay-pdf-page">{t("mapEditor.underlays.pdf.page")}</label>
          <input
            id="map-underlay-pdf-page"
            type="number"
            min={1}
            max={pages}
            step={1}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" label={t("mapEditor.underlays.pdf.lay")} disabled={pdf.busy} />
          <Button type="button" label={t("mapEditor.underlays.pdf.cancel")} text onClick={pdf.cancel} />
        </form>
      )}
      {problem && (
        <p className="map-underlay-problem" role="alert">
          {t(`mapEditor.underlays.pdf.problem.${problem}`, { pages })}
        </p>
      )}
    </>
  );
}
