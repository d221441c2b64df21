import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

export interface TabLocation {
  pathname: string;
  search: string;
  /** Whether this page is the visible tab. */
  active: boolean;
}

/**
 * The query parameter a list page keeps its filters, sort and page in, so a reload or a shared link shows the
 * same list.
 */
export const LIST_STATE_PARAM = 'q';

/**
 * A tab's identity: the page's path. The same page opened with other query parameters (a filter, a data period,
 * the menu without any) reuses its tab, which then shows the new URL: one tab per page, as the spec's tags bar
 * keeps one per visited route.
 */
export function tabKey(pathname: string): string {
  return pathname;
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
