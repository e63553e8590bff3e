/**
 * The areas whose records a form chooses through a lookup call of spec §7 (GET /api/<call>), by the
 * area's name; references to any other area are searched through that area's list.
 */
export const basicLookups: Readonly<Record<string, string>> = {
  category: "category_basic",
  campus: "campus_basic",
  category_geo: "category_geo_basic",
};
