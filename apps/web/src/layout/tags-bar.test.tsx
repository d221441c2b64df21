import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../lib/i18n/en';
import { setLanguage } from '../lib/i18n/i18n';
import { clearSession } from '../lib/session';
import { TagsBar } from './tags-bar';
import { affixOnly, nextLocation, onlyTab, type Tab, tabUrl, useTags, withoutTab, withTab } from './tags-store';

const tab = (key: string, extra: Partial<Tab> = {}): Tab => ({
  key,
  path: key.split('?')[0] ?? key,
  title: key,
  titleEn: key,
  affix: false,
  noCache: false,
  ...extra,
});

const home = tab('/dashboard', { affix: true, titleKey: 'route.dashboard' });

describe('tag list rules', () => {
  it('adds once, keeps affix tabs first, and moves an open tab to the URL it was opened with again', () => {
    let tabs = withTab([], tab('/a'));
    tabs = withTab(tabs, home);
    tabs = withTab(tabs, tab('/a'));
    tabs = withTab(tabs, tab('/a', { fullPath: '/a?status=3' }));
    expect(tabs.map((t) => t.key)).toEqual(['/dashboard', '/a']);
    expect(tabUrl(tabs[1] as Tab)).toBe('/a?status=3');
  });

  it('never closes affix tabs', () => {
    const tabs = [home, tab('/a'), tab('/b')];
    expect(withoutTab(tabs, '/dashboard')).toEqual(tabs);
    expect(onlyTab(tabs, '/b').map((t) => t.key)).toEqual(['/dashboard', '/b']);
    expect(affixOnly(tabs)).toEqual([home]);
  });

  it('after closing the active tab goes to the last tab, else the dashboard', () => {
    expect(nextLocation([home, tab('/a')])).toBe('/a');
    expect(nextLocation([])).toBe('/dashboard');
    expect(nextLocation([], '')).toBe('/');
  });

  it('is cleared with the session', () => {
    useTags.setState({ tabs: [home, tab('/a')] });
    clearSession();
    expect(useTags.getState().tabs).toEqual([]);
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`at:${location.pathname}${location.search}`}</output>;
}

function renderBar(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <TagsBar />
      <Where />
    </MemoryRouter>,
  );
}

describe('<TagsBar>', () => {
  beforeEach(async () => {
    await setLanguage('en');
    useTags.setState({ tabs: [home, tab('/a'), tab('/b'), tab('/c')], versions: {} });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const where = () => screen.getByTestId('where').textContent?.slice(3);

  it('shows each tab with translated titles; affix tabs have no close button', () => {
    renderBar('/b');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([en.route.dashboard, '/a', '/b', '/c']);
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs[0]?.querySelector('.tags-close')).toBeNull();
  });

  it('middle-click closes a tab; closing the active one goes to the last tab', () => {
    renderBar('/c');
    fireEvent(
      screen.getByText('/a').closest('[role="tab"]') as Element,
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    expect(useTags.getState().tabs.map((t) => t.key)).toEqual(['/dashboard', '/b', '/c']);
    const closeC = screen.getByText('/c').closest('[role="tab"]')?.querySelector('.tags-close') as Element;
    fireEvent.click(closeC);
    expect(where()).toBe('/b');
  });

  it('context menu (105 px): close others, close all; the affix tab has no "close"', () => {
    renderBar('/a');
    fireEvent.contextMenu(screen.getByText(en.route.dashboard));
    let menu = screen.getByRole('menu');
    expect(menu.style.width).toBe('105px');
    expect(screen.queryByRole('menuitem', { name: en.tags.close })).toBeNull();
    fireEvent.keyDown(menu, { key: 'Escape' });

    fireEvent.contextMenu(screen.getByText('/b'));
    fireEvent.click(screen.getByRole('menuitem', { name: en.tags.closeOthers }));
    expect(useTags.getState().tabs.map((t) => t.key)).toEqual(['/dashboard', '/b']);
    expect(where()).toBe('/b');

    fireEvent.contextMenu(screen.getByText('/b'));
    menu = screen.getByRole('menu');
    fireEvent.click(screen.getByRole('menuitem', { name: en.tags.closeAll }));
    expect(useTags.getState().tabs.map((t) => t.key)).toEqual(['/dashboard']);
    expect(where()).toBe('/dashboard');
  });

  it('refresh drops the kept page and goes through /redirect after 100 ms', () => {
    vi.useFakeTimers();
    renderBar('/a');
    fireEvent.contextMenu(screen.getByText('/a'));
    fireEvent.click(screen.getByRole('menuitem', { name: en.tags.refresh }));
    expect(useTags.getState().versions['/a']).toBe(1);
    act(() => vi.advanceTimersByTime(99));
    expect(where()).toBe('/a');
    act(() => vi.advanceTimersByTime(1));
    expect(where()).toBe('/redirect/a');
  });

  it('works from the keyboard: Enter opens, Delete closes, Shift+F10 opens the menu', () => {
    renderBar('/a');
    const b = screen.getByText('/b').closest('[role="tab"]') as HTMLElement;
    fireEvent.keyDown(b, { key: 'Enter' });
    expect(where()).toBe('/b');
    fireEvent.keyDown(screen.getByText('/c').closest('[role="tab"]') as HTMLElement, { key: 'Delete' });
    expect(useTags.getState().tabs.map((t) => t.key)).not.toContain('/c');
    fireEvent.keyDown(b, { key: 'F10', shiftKey: true });
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});

describe('<TagsBar> context menu focus', () => {
  beforeEach(async () => {
    await setLanguage('en');
    useTags.setState({ tabs: [home, tab('/a'), tab('/b')], versions: {} });
  });
  afterEach(cleanup);

  for (const key of ['Escape', 'Tab']) {
    it(`${key} closes the menu and puts the focus back on its tab`, () => {
      renderBar('/a');
      const b = screen.getByText('/b').closest('[role="tab"]') as HTMLElement;
      b.focus();
      fireEvent.keyDown(b, { key: 'ContextMenu' });
      const menu = screen.getByRole('menu');
      // the menu takes the focus while open
      expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement as Element, { key });
      expect(menu.isConnected).toBe(false);
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(b);
    });
  }
});
