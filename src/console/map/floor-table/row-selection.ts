/**
 * Selecting in the floor's table as in a file list: a click selects the row alone, Ctrl (⌘) + click
 * adds or removes it, Shift + click selects the rows from the last one clicked to this one in the
 * order shown (with Ctrl, adding them). The table also follows a selection made on the map: the page
 * shown is one of a selected row's. Pure.
 */

export interface RowClick {
  /** the keys of the rows in the order shown (filtered and sorted) */
  order: readonly string[];
  selected: readonly string[];
  /** the row last clicked without Shift, where a Shift range starts */
  anchor: string | null;
  key: string;
  ctrl: boolean;
  shift: boolean;
}

export interface RowSelection {
  selected: string[];
  anchor: string | null;
}

export function clickRow({ order, selected, anchor, key, ctrl, shift }: RowClick): RowSelection {
  const from = anchor === null ? -1 : order.indexOf(anchor);
  const to = order.indexOf(key);
  if (shift && from >= 0 && to >= 0) {
    const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
    const kept = ctrl ? selected.filter((other) => !range.includes(other)) : [];
    return { selected: [...kept, ...range], anchor };
  }
  if (ctrl) {
    const selectedNow = selected.includes(key);
    return {
      selected: selectedNow ? selected.filter((other) => other !== key) : [...selected, key],
      anchor: key,
    };
  }
  return { selected: [key], anchor: key };
}

/**
 * The page (1-based) to show for `selected`: `page` when one of its rows is selected or nothing shown
 * is, otherwise the page of the first selected row in the order shown.
 */
export function pageShowing(
  order: readonly string[],
  selected: readonly string[],
  page: number,
  pageSize: number,
): number {
  const chosen = new Set(selected);
  const onPage = order.slice((page - 1) * pageSize, page * pageSize);
  if (onPage.some((key) => chosen.has(key))) return page;
  const first = order.findIndex((key) => chosen.has(key));
  return first < 0 ? page : Math.floor(first / pageSize) + 1;
}

/** `page` brought within the pages `count` rows make (at least 1). */
export function pageWithin(page: number, count: number, pageSize: number): number {
  return Math.min(Math.max(1, page), Math.max(1, Math.ceil(count / pageSize)));
}
