/**
 * The paginator's arithmetic, as PrimeReact's Paginator does it (the list looks and reads the same
 * without its JavaScript): at most five page links with the current one kept in the middle, and the
 * "1–10 of 12" report.
 */

/** the 1-based page numbers to link, the current page (1-based) among them */
export function pageLinks(page: number, totalPages: number, size = 5): number[] {
  const visible = Math.min(size, totalPages);
  let start = Math.max(0, Math.ceil(page - 1 - visible / 2));
  const end = Math.min(totalPages - 1, start + visible - 1);
  start = Math.max(0, start - (size - (end - start + 1)));
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index + 1);
}

/** a report template's {first}, {last} and {totalRecords} filled in for a page (1-based) of `rows` */
export function pageReport(template: string, page: number, rows: number, totalRecords: number): string {
  const first = (page - 1) * rows;
  return template
    .replace("{first}", String(Math.min(first + 1, totalRecords)))
    .replace("{last}", String(Math.min(first + rows, totalRecords)))
    .replace("{totalRecords}", String(totalRecords));
}
