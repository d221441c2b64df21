import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

export interface TabLocation {
  pathname: string;
  search: string;
  /** Whether this page is the visible tab. */
  active: boolean;
}

/**
 * The query parameter a list page keeps its filters, sort and page in. It is part of the URL (reload and shared
 * links show the same list) but not of the tab's identity: changing a filter updates the tab, never opens another.
 */
export const LIST_STATE_PARAM = 'q';

/** A tab's identity: the path plus its query without the list state. */
export function tabKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LIST_STATE_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export const TabLocationContext = createContext<TabLocation | null>(null);

/**
 * The location of the tab a page lives in. A kept-alive page in a hidden tab keeps its own path and query,
 * whereas useLocation follows the visible tab.
 */
export function useTabLocation(): TabLocation {
  const own = useContext(TabLocationContext);
  const current = useLocation();
  return own ?? { pathname: current.pathname, search: current.search, active: true };
}

export function useTabSearchParams(): URLSearchParams {
  return new URLSearchParams(useTabLocation().search);
}
