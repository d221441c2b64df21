import { Activity, memo, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
import { lazyPage } from '../lib/lazy-page';
import { PageShownMarker } from '../lib/page-shown';
import { useAppRoutes, usePageTitle } from '../lib/routes/app-routes';
import { findPage, type PageRoute } from '../lib/routes/dynamic-routes';
import { PageComponentsContext } from '../lib/routes/page-components';
import { type TabLocation, TabLocationContext, tabKey } from '../lib/tab-location';
import { useTags } from './tags-store';

// The "not available" and "not found" pages (antd's Result with its pictures) load only when shown.
const NotAvailable = lazyPage(() => import('../components/not-available').then((m) => m.NotAvailable));
const NotFound = lazyPage(() => import('../components/not-found').then((m) => m.NotFound));

function PageView({ page }: { page: PageRoute }) {
  const title = usePageTitle();
  const Component = useContext(PageComponentsContext)(page.component);
  if (!Component)
    return (
      <Suspense fallback={<PageLoading />}>
        <NotAvailable title={title(page)} />
        <PageShownMarker />
      </Suspense>
    );
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Component />
        <PageShownMarker />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A page with its tab's location. Memoised, with the location's value kept while it is the same: the outlet renders
 * again whenever a tab is opened, closed or visited (the first visit of every page among them), and each time every
 * kept page and everything in it re-rendered, the whole order list a second time on its first load.
 */
const TabPage = memo(function TabPage({ page, pathname, search, active }: { page: PageRoute } & TabLocation) {
  const location = useMemo(() => ({ pathname, search, active }), [pathname, search, active]);
  return (
    <TabLocationContext.Provider value={location}>
      <PageView page={page} />
    </TabLocationContext.Provider>
  );
});

function splitKey(key: string): { pathname: string; search: string } {
  const q = key.indexOf('?');
  return q < 0 ? { pathname: key, search: '' } : { pathname: key.slice(0, q), search: key.slice(q) };
}

/**
 * Renders the current page and keeps visited tab pages alive (React 19 <Activity>): a hidden tab keeps its
 * state, and its scroll position is restored when it shows again. Closed tabs and noCache pages are dropped.
 */
export function KeepAliveOutlet({ keepAlive }: { keepAlive: boolean }) {
  const location = useLocation();
  const { pages, redirects } = useAppRoutes();
  const tabs = useTags((s) => s.tabs);
  const versions = useTags((s) => s.versions);
  const key = tabKey(location.pathname);
  const fullPaths = new Map(tabs.map((t) => [t.key, t.fullPath ?? t.key]));
  fullPaths.set(key, location.pathname + location.search);
  // The page shown first is visited from the start: recording its visit after the first render changed nothing
  // on screen and only rendered the outlet again.
  const [visited, setVisited] = useState<string[]>(() => {
    const first = findPage(pages, redirects, location.pathname).page;
    return first && !first.noCache && keepAlive ? [key] : [];
  });
  const scrolls = useRef(new Map<string, number>());
  const previousKey = useRef(key);

  if (location.pathname.startsWith('/redirect/') || location.pathname === '/redirect') {
    const target = location.pathname.slice('/redirect'.length) || '/';
    return <Navigate to={target + location.search} replace />;
  }

  const { redirect, page } = findPage(pages, redirects, location.pathname);
  const cacheable = Boolean(page && !page.noCache && keepAlive);
  const open = new Set(tabs.map((t) => t.key));
  const alive = visited.filter((k) => k !== key && open.has(k) && keepAlive);
  if (cacheable) alive.push(key);

  return (
    <>
      <VisitTracker
        current={cacheable ? key : null}
        onVisit={(k) => setVisited((v) => (v.includes(k) ? v : [...v, k]))}
      />
      <ScrollKeeper current={key} previous={previousKey} scrolls={scrolls.current} />
      {redirect && <Navigate to={redirect + location.search} replace />}
      {!redirect && !page && (
        <Suspense fallback={<PageLoading />}>
          <NotFound />
        </Suspense>
      )}
      {page && !cacheable && (
        <TabPage key={`${key}#${versions[key] ?? 0}`} page={page} {...splitKey(fullPaths.get(key) ?? key)} active />
      )}
      {alive
        // by code unit: the keys are paths, and localeCompare's first call loads the locale's collation data
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((k) => {
          const loc = splitKey(fullPaths.get(k) ?? k);
          const kept = findPage(pages, redirects, loc.pathname).page;
          if (!kept) return null;
          return (
            <Activity key={`${k}#${versions[k] ?? 0}`} mode={k === key ? 'visible' : 'hidden'}>
              <TabPage page={kept} {...loc} active={k === key} />
            </Activity>
          );
        })}
    </>
  );
}

function VisitTracker({ current, onVisit }: { current: string | null; onVisit: (key: string) => void }) {
  useEffect(() => {
    if (current) onVisit(current);
  }, [current, onVisit]);
  return null;
}

/** Saves the window scroll of the tab being left and restores that of the tab shown. */
function ScrollKeeper({
  current,
  previous,
  scrolls,
}: {
  current: string;
  previous: { current: string };
  scrolls: Map<string, number>;
}) {
  useLayoutEffect(() => {
    if (previous.current === current) return;
    previous.current = current;
    window.scrollTo(0, scrolls.get(current) ?? 0);
  }, [current, previous, scrolls]);
  useEffect(() => {
    const onScroll = () => scrolls.set(current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [current, scrolls]);
  return null;
}
