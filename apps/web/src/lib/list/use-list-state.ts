import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LIST_STATE_PARAM, useTabLocation } from '../tab-location';
import { type ListState, parseListState, serializeListState, withFilters } from './list-state';

/**
 * Filters a plain link may set (`/client/order/orderList/index?status=3`, as the spec's routes and the dashboard's
 * links write them): read when the URL has no list state of its own, and folded into it on the first change.
 */
export const LINKABLE_FILTERS = ['status', 'mode', 'keyword', 'enterpriseId', 'beginTime', 'endTime'] as const;

function linkedFilters(params: URLSearchParams): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (const name of LINKABLE_FILTERS) {
    const value = params.get(name);
    if (value) found[name] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The list state a URL's search holds (its `?q=`, else the filters a plain link set), over `defaults`. */
export function listStateFromSearch(search: string, defaults?: ListState): ListState {
  const params = new URLSearchParams(search);
  const base = parseListState(params.get(LIST_STATE_PARAM), defaults);
  const linked = params.has(LIST_STATE_PARAM) ? null : linkedFilters(params);
  return linked ? withFilters(base, { ...base.filters, ...linked }) : base;
}

/**
 * A list page's state, read from and written to the URL (`?q=…`), so a reload or a shared link shows the same
 * list. Writing replaces the history entry and keeps the tab (see LIST_STATE_PARAM).
 */
export function useListState(defaults?: ListState): [ListState, (next: ListState) => void] {
  const { pathname, search, active } = useTabLocation();
  const navigate = useNavigate();
  // Callers pass defaults as a literal: depend on its serialised form, not on its identity.
  const defaultsKey = defaults ? serializeListState(defaults) : null;
  const state = useMemo(
    () => listStateFromSearch(search, defaultsKey === null ? undefined : parseListState(defaultsKey)),
    [search, defaultsKey],
  );
  const setState = useCallback(
    (next: ListState) => {
      if (!active) return;
      const params = new URLSearchParams(search);
      // The list state holds them now: a plain filter left in the URL would read as stale.
      for (const name of LINKABLE_FILTERS) params.delete(name);
      const value = serializeListState(next, defaultsKey === null ? undefined : parseListState(defaultsKey).pageSize);
      if (value) params.set(LIST_STATE_PARAM, value);
      else params.delete(LIST_STATE_PARAM);
      const query = params.toString();
      navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
    },
    [active, navigate, pathname, search, defaultsKey],
  );
  return [state, setState];
}
