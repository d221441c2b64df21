import { DEFAULT_PAGE_SIZE } from '@console/domain/list-limits';

/** What a list page shows: page, sort and filters. Kept in the URL's `q` parameter. */
export interface ListState {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
  /** filter name → value; empty values are dropped */
  filters: Record<string, string>;
}

export const emptyListState = (pageSize = DEFAULT_PAGE_SIZE): ListState => ({ pageNum: 1, pageSize, filters: {} });

const RESERVED = new Set(['pageNum', 'pageSize', 'orderByColumn', 'isAsc']);

/** Reads the state from the `q` value (itself URL-encoded parameters); bad values fall back to defaults. */
export function parseListState(q: string | null, defaults: ListState = emptyListState()): ListState {
  const params = new URLSearchParams(q ?? '');
  const num = (name: string, fallback: number, max: number) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
  };
  const filters: Record<string, string> = { ...defaults.filters };
  for (const [k, v] of params) if (!RESERVED.has(k) && v !== '') filters[k] = v;
  const isAsc = params.get('isAsc');
  return {
    pageNum: num('pageNum', defaults.pageNum, 1_000_000),
    pageSize: num('pageSize', defaults.pageSize, 100),
    orderByColumn: params.get('orderByColumn') || defaults.orderByColumn,
    isAsc: isAsc === 'asc' || isAsc === 'desc' ? isAsc : defaults.isAsc,
    filters,
  };
}

/**
 * The `q` value for a state; parameters in a stable order so equal states give equal URLs. The page size is left
 * out when it is the list's own default (`basePageSize`: a saved view's, else the app's).
 */
export function serializeListState(state: ListState, basePageSize = DEFAULT_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (state.pageNum !== 1) params.set('pageNum', String(state.pageNum));
  if (state.pageSize !== basePageSize) params.set('pageSize', String(state.pageSize));
  if (state.orderByColumn) {
    params.set('orderByColumn', state.orderByColumn);
    params.set('isAsc', state.isAsc ?? 'desc');
  }
  for (const k of Object.keys(state.filters).sort()) {
    const v = state.filters[k];
    if (v !== undefined && v !== '') params.set(k, v);
  }
  return params.toString();
}

/** The query parameters of the list call: paging, sort and filters flattened. */
export function listRequestParams(state: ListState): Record<string, string | number> {
  const out: Record<string, string | number> = { pageNum: state.pageNum, pageSize: state.pageSize };
  if (state.orderByColumn) {
    out.orderByColumn = state.orderByColumn;
    out.isAsc = state.isAsc ?? 'desc';
  }
  for (const [k, v] of Object.entries(state.filters)) if (v !== '') out[k] = v;
  return out;
}

/** New filters start again at page 1. */
export function withFilters(state: ListState, filters: Record<string, string | undefined>): ListState {
  const next: Record<string, string> = {};
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') next[k] = v;
  return { ...state, pageNum: 1, filters: next };
}
