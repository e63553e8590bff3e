/**
 * The decisions of laying a PDF page as a floor plan, free of pdf.js: whether a chosen file is a PDF,
 * which page, how finely it is drawn, what the plan is called, and why a PDF could not be read.
 * The page is drawn to a PNG and laid as any PNG plan (use-pdf-plan.ts).
 */
import { maxImageSide } from "../../../../shared/underlay-limits.ts";

/** dots per inch a page is drawn at: a plan's thin lines and small room numbers stay legible */
export const pdfDpi = 200;

/**
 * pixels on the page's longer side at most: an A0 sheet at 200 dpi would be over 9,000 a side, a
 * canvas of some 60 million pixels (240 MB) that phones and small laptops refuse, and a PNG that may
 * pass the upload's 20 MB. 5,000 keeps an A2 sheet at 200 dpi, an A1 at about 150, an A0 at about
 * 105: room numbers still readable, the plan as large as the map editor's benchmark plan
 */
export const pdfMaxSide = Math.min(5000, maxImageSide);

/** PDF user space is 1/72 of an inch */
const pointsPerInch = 72;

export type PdfProblem = "notPdf" | "encrypted" | "unreadable" | "pageOutOfRange";

export function isPdf(file: { name: string; type: string }): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

/**
 * The scale (pixels per PDF point) a page of `width` × `height` points (as shown, after its
 * rotation) is drawn at: `pdfDpi`, or less so that its longer side keeps within `pdfMaxSide`.
 */
export function pageScale(width: number, height: number): number {
  const longer = Math.max(width, height);
  if (!(longer > 0)) return pdfDpi / pointsPerInch;
  return Math.min(pdfDpi / pointsPerInch, pdfMaxSide / longer);
}

/** The drawn page's size in whole pixels, never more than `pdfMaxSide` nor less than 1. */
export function pagePixels(width: number, height: number): { width: number; height: number } {
  const scale = pageScale(width, height);
  const side = (points: number) => Math.min(pdfMaxSide, Math.max(1, Math.floor(points * scale)));
  return { width: side(width), height: side(height) };
}

/** The page typed in the page field, if it is one of the document's `count` pages. */
export function chosenPage(typed: string, count: number): number | null {
  const page = Number(typed.trim());
  return Number.isInteger(page) && page >= 1 && page <= count ? page : null;
}

/** Why pdf.js could not open a file, from its exception's name. */
export function pdfProblem(error: unknown): PdfProblem {
  const name =
    error instanceof Error || (typeof error === "object" && error !== null) ? (error as Error).name : "";
  if (name === "PasswordException") return "encrypted";
  if (name === "InvalidPDFException") return "notPdf";
  return "unreadable";
}

/** The PNG's file name: the PDF's with its page, so that the stored file says where it came from. */
export function pagePngName(pdfName: string, page: number): string {
  return `${pdfName.replace(/\.pdf$/i, "")}-page-${page}.png`;
}
