/** Page size limits of every list call (kept free of zod: the web's list code reads them on every page). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/**
 * Lists on big tables count their rows up to this many: a total of LIST_COUNT_CAP + 1 means "more than
 * LIST_COUNT_CAP". Counting every one of a million rows costs far more than the exact figure is worth.
 */
export const LIST_COUNT_CAP = 10_000;

/** Saved views (issue 23): list key, columns, saved filters and their names. */
export const LIST_VIEW_LIMITS = { keyMax: 80, columnsMax: 40, columnKeyMax: 40, filtersMax: 20, filterNameMax: 30 };
