/** Rows a page of every list the API answers (`data.pageSize`, spec §7), and so of every list screen. */
export const pageSize = 10;

/**
 * The rows-per-page choices of the areas' lists (`?pageSize=`): spec §9's 10 stays the default; any
 * other number is refused (3500), so that a list never reads more than 100 rows a page.
 */
export const pageSizes = [10, 25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const isPageSize = (value: number): value is PageSize =>
  (pageSizes as readonly number[]).includes(value);

/** At most this many records in one bulk action (POST /api/<area>/bulk): a full page of the longest list. */
export const bulkLimit = 100;
