import { describe, expect, it } from "vitest";
import {
  chosenPage,
  isPdf,
  pagePixels,
  pagePngName,
  pageScale,
  pdfDpi,
  pdfMaxSide,
  pdfProblem,
} from "../../../../src/console/map/underlays/pdf/pdf-page.ts";

/** sheet sizes in PDF points (1/72 inch) */
const a4 = [595, 842] as const;
const a0 = [2384, 3370] as const;

describe("a PDF page drawn as a plan", () => {
  it("draws an ordinary sheet at 200 dpi", () => {
    expect(pageScale(...a4)).toBeCloseTo(pdfDpi / 72, 10);
    expect(pagePixels(...a4)).toEqual({ width: 1652, height: 2338 });
  });

  it("draws a large sheet less finely, its longer side at the cap, keeping its proportions", () => {
    const { width, height } = pagePixels(...a0);
    expect(height).toBe(pdfMaxSide);
    expect(width / height).toBeCloseTo(a0[0] / a0[1], 3);
    expect(pagePixels(a0[1], a0[0])).toEqual({ width: pdfMaxSide, height: width });
  });

  it("keeps within the plans' limit however long the page", () => {
    const { width, height } = pagePixels(14400, 100);
    expect(width).toBe(pdfMaxSide);
    expect(height).toBe(34);
    expect(pdfMaxSide).toBeLessThanOrEqual(10_000);
  });

  it("never draws a side of no pixels", () => {
    expect(pagePixels(5000, 0.01)).toEqual({ width: pdfMaxSide, height: 1 });
    expect(pageScale(0, 0)).toBeCloseTo(pdfDpi / 72, 10);
  });
});

describe("the page chosen", () => {
  it("is a whole number among the document's pages", () => {
    expect(chosenPage("1", 3)).toBe(1);
    expect(chosenPage(" 3 ", 3)).toBe(3);
    expect(chosenPage("0", 3)).toBeNull();
    expect(chosenPage("4", 3)).toBeNull();
    expect(chosenPage("2.5", 3)).toBeNull();
    expect(chosenPage("", 3)).toBeNull();
    expect(chosenPage("two", 3)).toBeNull();
  });

  it("names the drawn PNG after the PDF and its page", () => {
    expect(pagePngName("Wing C.PDF", 2)).toBe("Wing C-page-2.png");
  });
});

describe("a file that is not laid", () => {
  it("is told a PDF by its type or its name", () => {
    expect(isPdf({ name: "plan", type: "application/pdf" })).toBe(true);
    expect(isPdf({ name: "plan.PDF", type: "" })).toBe(true);
    expect(isPdf({ name: "plan.png", type: "image/png" })).toBe(false);
  });

  it("says why pdf.js could not open it", () => {
    const named = (name: string) => Object.assign(new Error("x"), { name });
    expect(pdfProblem(named("PasswordException"))).toBe("encrypted");
    expect(pdfProblem(named("InvalidPDFException"))).toBe("notPdf");
    expect(pdfProblem(named("UnknownErrorException"))).toBe("unreadable");
    expect(pdfProblem("broken")).toBe("unreadable");
  });
});
