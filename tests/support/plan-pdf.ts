/**
 * A floor-plan PDF for the underlay tests, written byte by byte: pages of given sizes (in PDF points)
 * with filled rectangles of known colours at known places, in the plainest PDF any reader opens
 * (one uncompressed content stream a page, a cross-reference table with the true offsets).
 */
import type { Rgb } from "./plan-image.ts";

export interface PdfBox {
  /** top-left corner and size in points, y down from the page's top (as on the drawn picture) */
  x: number;
  y: number;
  width: number;
  height: number;
  colour: Rgb;
}

export interface PdfPageSpec {
  width: number;
  height: number;
  boxes: PdfBox[];
}

const number = (value: number) => Number(value.toFixed(3)).toString();

function content({ height, boxes }: PdfPageSpec): string {
  return boxes
    .map(({ x, y, width, height: tall, colour }) => {
      const [r, g, b] = colour.map((c) => number(c / 255));
      // PDF's y runs up from the page's bottom.
      return `${r} ${g} ${b} rg ${number(x)} ${number(height - y - tall)} ${number(width)} ${number(tall)} re f`;
    })
    .join("\n");
}

export function planPdf(pages: PdfPageSpec[]): Buffer {
  // Objects: 1 catalogue, 2 page tree, then for each page its page and its content stream.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 3 + 2 * i);
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`,
  );
  for (const [i, page] of pages.entries()) {
    const stream = content(page);
    const contentsId = 3 + 2 * i + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${number(page.width)} ${number(page.height)}] /Contents ${contentsId} 0 R /Resources << >> >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  }
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
