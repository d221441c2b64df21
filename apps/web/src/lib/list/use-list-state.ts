import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LIST_STATE_PARAM, useTabLocation } from '../tab-location';
import { type ListState, parseListState, serializeListState } from './list-state';

/**
 * A list page's state, read from and written to the URL (`?q=…`), so a reload or a shared link shows the same
 * list. Writing replaces the history entry and keeps the tab (see LIST_STATE_PARAM).
 */
export function useListState(defaults?: ListState): [ListState, (next: ListState) => void] {
  const { pathname, search, active } = useTabLocation();
  const navigate = useNavigate();
  const q = new URLSearchParams(search).get(LIST_STATE_PARAM);
  // Callers pass defaults as a literal: depend on its serialised form, not on its identity.
  const defaultsKey = defaults ? serializeListState(defaults) : null;
  const state = useMemo(
    () => parseListState(q, defaultsKey === null ? undefined : parseListState(defaultsKey)),
    [q, defaultsKey],
  );
  const setState = useCallback(
    (next: ListState) => {
      if (!active) return;
      const params = new URLSearchParams(search);
      const value = serializeListState(next);
      if (value) params.set(LIST_STATE_PARAM, value);
      else params.delete(LIST_STATE_PARAM);
      const query = params.toString();
      navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
    },
    [active, navigate, pathname, search],
  );
  return [state, setState];
}
