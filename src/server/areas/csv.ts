/**
 * CSV text of RFC 4180 for spreadsheets: fields with a quote, comma or line break are quoted (quotes
 * doubled), lines end in CRLF, and the file starts with a UTF-8 byte order mark so that Excel reads
 * Polish letters right. A text starting with = + - or @ (a formula to a spreadsheet, OWASP "CSV
 * injection") gets a leading apostrophe, so that it is shown, never run.
 */

export const csvByteOrderMark = "\uFEFF";

const formulaStart = /^[=+\-@\t\r]/;

/** One value as a CSV field; null and undefined are empty, arrays are joined with ", ". */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = Array.isArray(value) ? value.map(String).join(", ") : String(value);
  // Numbers are data, not formulas: -5 stays -5.
  if (typeof value !== "number" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of the file, CRLF included. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(",")}\r\n`;
