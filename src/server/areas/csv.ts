/**
 * CSV text of RFC 4180 for spreadsheets: fields with a quote, comma, semicolon or line break are
 * quoted (quotes doubled), lines end in CRLF, and the file starts with a UTF-8 byte order mark so
 * that Excel reads Polish letters right. The semicolon is Excel's list separator under Polish
 * settings, where it may split a field into cells.
 *
 * A cell starting with = + - @ (a formula to a spreadsheet, OWASP "CSV injection") gets a leading
 * apostrophe, so that it is shown, never run. A Polish Excel that splits lines at `;` sees our
 * commas and quotes as plain text, so a cell may also start inside a field: after a `;` or a line
 * break. Those get the apostrophe too (`abc;=1+1` is written `"abc;'=1+1"`).
 */

export const csvByteOrderMark = "\uFEFF";

/** a formula character where a spreadsheet may start a cell: the text's start, after `;` or a line break */
const formulaAtCellStart = /(^|[;\r\n])(?=[=+\-@\t\r])/g;

/** One value as a CSV field; null and undefined are empty, arrays are joined with ", ". */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = Array.isArray(value) ? value.map(String).join(", ") : String(value);
  // Numbers are data, not formulas: -5 stays -5.
  if (typeof value !== "number") text = text.replace(formulaAtCellStart, "$1'");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of the file, CRLF included. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(",")}\r\n`;
