import type { MenuRoute } from '@console/domain/schemas/system';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useContext, useState } from 'react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageComponents, PageComponentsContext } from '../lib/routes/page-components';
import { menuRoute, notFoundRoute } from '../lib/routes/test-menu';
import { clearSession, useSession } from '../lib/session';
import { TabLocationContext } from '../lib/tab-location';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { type Tab, useTags } from './tags-store';

/** Each test page counts clicks: a kept page keeps its count, a new instance starts at 0. */
const pages = vi.hoisted(() => ({}) as Record<string, () => unknown>);
const pageComponents = (key: string | null) => ((key && pages[key]) || null) as ReturnType<PageComponents>;

/** The same page component in every tab; its tab's location names it. */
function CounterPage() {
  const name = useContext(TabLocationContext)?.pathname.split('/')[2] ?? '?';
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={`page-${name}`} onClick={() => setCount((c) => c + 1)}>
      {`${name}:${count}`}
    </button>
  );
}
/** Counts its renders: the outlet's own updates must not render a shown page again. */
const renders = { count: 0 };
function RenderCountingPage() {
  renders.count += 1;
  return <output data-testid="page-r">r</output>;
}
Object.assign(pages, {
  't/a/index': CounterPage,
  't/b/index': CounterPage,
  't/p/index': CounterPage,
  't/r/index': RenderCountingPage,
});

const leaf = (path: string, noCache = false) => menuRoute(path, { component: `t/${path}/index` }, { noCache });

const menu: MenuRoute[] = [
  menuRoute('/t', { component: 'Layout', children: [leaf('a'), leaf('b'), leaf('p', true), leaf('r')] }),
  notFoundRoute(),
];

const tab = (key: string, noCache = false): Tab => ({
  key,
  path: key,
  title: key,
  titleEn: key,
  affix: false,
  noCache,
});

let navigate: NavigateFunction = () => {};
function Nav() {
  navigate = useNavigate();
  return null;
}

const go = (to: string) => act(() => navigate(to));
const page = (name: string) => screen.queryByTestId(`page-${name}`);
const click = (name: string, times = 1) => {
  for (let i = 0; i < times; i += 1) fireEvent.click(page(name) as HTMLElement);
};
const shown = (name: string) => {
  const el = page(name);
  return el !== null && el.style.display !== 'none';
};

// The window's scroll, as the browser would keep it.
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});
function scroll(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  useSession.setState({ menu, permissions: [] });
  useTags.setState({
    tabs: [tab('/t/a/index'), tab('/t/b/index'), tab('/t/p/index', true)],
    versions: {},
  });
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { get: () => scrollY, configurable: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
});

function renderOutlet(at: string, keepAlive = true) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <PageComponentsContext.Provider value={pageComponents}>
        <Nav />
        <KeepAliveOutlet keepAlive={keepAlive} />
      </PageComponentsContext.Provider>
    </MemoryRouter>,
  );
}

describe('<KeepAliveOutlet>', () => {
  it('renders a page once on its first load, and not again when the tabs change around it', async () => {
    renders.count = 0;
    renderOutlet('/t/r/index');
    expect(await screen.findByTestId('page-r')).toBeTruthy();
    // its visit recorded, its tab's location the same: nothing for the page to draw again
    await act(async () => {});
    expect(renders.count).toBe(1);
    act(() => useTags.setState({ tabs: [...useTags.getState().tabs, tab('/t/r/index')] }));
    expect(renders.count).toBe(1);
  });

  it('keeps a visited tab page alive (hidden) and brings it back with its state', async () => {
    renderOutlet('/t/a/index');
    expect(await screen.findByText('a:0')).toBeTruthy();
    click('a', 2);
    await go('/t/b/index');
    expect(await screen.findByText('b:0')).toBeTruthy();
    expect(shown('a')).toBe(false);
    expect(page('a')?.textContent).toBe('a:2');
    await go('/t/a/index');
    expect(shown('a')).toBe(true);
    expect(page('a')?.textContent).toBe('a:2');
  });

  it('never keeps a noCache page: leaving it unmounts it, coming back starts afresh', async () => {
    renderOutlet('/t/p/index');
    expect(await screen.findByText('p:0')).toBeTruthy();
    click('p', 3);
    expect(page('p')?.textContent).toBe('p:3');
    await go('/t/a/index');
    await screen.findByText('a:0');
    expect(page('p')).toBeNull();
    await go('/t/p/index');
    expect(await screen.findByText('p:0')).toBeTruthy();
  });

  it('keeps nothing when the tags view is off', async () => {
    renderOutlet('/t/a/index', false);
    await screen.findByText('a:0');
    click('a');
    await go('/t/b/index');
    await screen.findByText('b:0');
    expect(page('a')).toBeNull();
    await go('/t/a/index');
    expect(await screen.findByText('a:0')).toBeTruthy();
  });

  it('drops a kept page once its tab is closed', async () => {
    renderOutlet('/t/a/index');
    await screen.findByText('a:0');
    click('a');
    await go('/t/b/index');
    await screen.findByText('b:0');
    act(() => useTags.setState((s) => ({ tabs: s.tabs.filter((t) => t.key !== '/t/a/index') })));
    expect(page('a')).toBeNull();
  });

  it('restores the scroll position of the tab shown; a tab never scrolled starts at the top', async () => {
    renderOutlet('/t/a/index');
    await screen.findByText('a:0');
    scroll(400);
    await go('/t/b/index');
    await screen.findByText('b:0');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scroll(120);
    await go('/t/a/index');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 400);
    await go('/t/b/index');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});
