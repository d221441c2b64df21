import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

export interface TabLocation {
  pathname: string;
  search: string;
  /** Whether this page is the visible tab. */
  active: boolean;
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
