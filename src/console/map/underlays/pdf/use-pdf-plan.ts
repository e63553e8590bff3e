/**
 * A PDF page as a floor plan: the PDF is read in the browser by pdf.js (loaded only now), the page
 * chosen when there are several, drawn to a PNG and handed to the floor's plans as a chosen PNG
 * would be. From then on it is an ordinary plan.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { chosenPage, type PdfProblem, pagePngName, pdfProblem } from "./pdf-page.ts";
import type { PdfDocument } from "./pdf-render.ts";

export interface PdfPlan {
  /** a PDF of several pages waiting for its page to be chosen, or null */
  choosing: { name: string; pages: number } | null;
  /** reading or drawing the PDF */
  busy: boolean;
  problem: PdfProblem | null;
  /** reads the chosen PDF: one page is laid at once, several wait for `lay` */
  choose: (file: File) => Promise<void>;
  /** lays page `typed` (as typed in the page field) of the PDF being chosen from */
  lay: (typed: string) => Promise<void>;
  cancel: () => void;
}

const render = () => import("./pdf-render.ts");

/** `add` lays a PNG as a plan named `name`. */
export function usePdfPlan(add: (png: File, name: string) => Promise<void>): PdfPlan {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState<PdfPlan["choosing"]>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PdfProblem | null>(null);
  const open = useRef<PdfDocument | null>(null);

  const close = useCallback(() => {
    void open.current?.destroy();
    open.current = null;
    setChoosing(null);
  }, []);
  useEffect(() => close, [close]);

  const layPage = useCallback(
    async (document: PdfDocument, fileName: string, page: number) => {
      const { renderPage } = await render();
      const { png } = await renderPage(document, page);
      const name =
        document.numPages > 1 ? t("mapEditor.underlays.pdf.pageName", { name: fileName, page }) : fileName;
      close();
      await add(new File([png], pagePngName(fileName, page), { type: "image/png" }), name);
    },
    [add, close, t],
  );

  const choose = useCallback(
    async (file: File) => {
      close();
      setProblem(null);
      setBusy(true);
      try {
        const { openPdf } = await render();
        const document = await openPdf(file);
        open.current = document;
        if (document.numPages === 1) await layPage(document, file.name, 1);
        else setChoosing({ name: file.name, pages: document.numPages });
      } catch (error) {
        close();
        setProblem(pdfProblem(error));
      } finally {
        setBusy(false);
      }
    },
    [close, layPage],
  );

  const lay = useCallback(
    async (typed: string) => {
      const document = open.current;
      if (!document || !choosing) return;
      const page = chosenPage(typed, document.numPages);
      if (page === null) {
        setProblem("pageOutOfRange");
        return;
      }
      setProblem(null);
      setBusy(true);
      try {
        await layPage(document, choosing.name, page);
      } catch (error) {
        close();
        setProblem(pdfProblem(error));
      } finally {
        setBusy(false);
      }
    },
    [choosing, layPage, close],
  );

  return {
    choosing,
    busy,
    problem,
    choose,
    lay,
    cancel: () => {
      close();
      setProblem(null);
    },
  };
}
