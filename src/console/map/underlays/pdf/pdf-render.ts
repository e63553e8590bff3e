/**
 * Draws one page of a PDF to a PNG with pdf.js (pdfjs-dist, Mozilla's renderer). Loaded only when a
 * PDF is chosen (import() in use-pdf-plan.ts): pdf.js is larger than the rest of the map screen.
 * Its worker is a file of the console's own origin, which the Content-Security-Policy allows.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { pagePixels } from "./pdf-page.ts";

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = PDFDocumentProxy;

/** Opens the PDF; rejects with pdf.js's InvalidPDFException or PasswordException. */
export async function openPdf(file: Blob): Promise<PdfDocument> {
  const data = new Uint8Array(await file.arrayBuffer());
  // No eval: the console's policy forbids it, and pdf.js draws fonts without it.
  return getDocument({ data, isEvalSupported: false }).promise;
}

/** Page `number` (from 1) drawn on white at pdf-page.ts's scale, as a PNG. */
export async function renderPage(
  document: PdfDocument,
  number: number,
): Promise<{ png: Blob; width: number; height: number }> {
  const page = await document.getPage(number);
  try {
    const natural = page.getViewport({ scale: 1 });
    const { width, height } = pagePixels(natural.width, natural.height);
    // The scale that makes the page exactly these whole pixels.
    const viewport = page.getViewport({ scale: width / natural.width });
    const canvas = window.document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    await page.render({ canvas, viewport, background: "#ffffff" }).promise;
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("canvas too large"))), "image/png"),
    );
    canvas.width = 0;
    canvas.height = 0;
    return { png, width, height };
  } finally {
    page.cleanup();
  }
}
