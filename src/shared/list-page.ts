/** Rows a page of every list the API answers (`data.pageSize`, spec §7), and so of every list screen. */
export const pageSize = 10;
