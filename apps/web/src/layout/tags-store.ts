import { create } from 'zustand';
import { onSessionCleared, useSession } from '../lib/session';
import { getItem, removeItem, setItem } from '../lib/storage';
import { keepTabsFor, takeTabsFor } from '../lib/tab-restore';

export interface Tab {
  /** the page's path (tabKey): the same page with other parameters reuses its tab. */
  key: string;
  /** where the tab was last, list state included; navigating to the tab goes here */
  fullPath?: string;
  path: string;
  title: string;
  titleEn: string | null;
  titleKey?: string;
  affix: boolean;
  noCache: boolean;
}

interface TagsState {
  tabs: Tab[];
  /** Bumped to drop a tab's kept-alive instance (refresh). */
  versions: Record<string, number>;
}

const KEY = 'tags';

// Tabs saved before a tab was one per page were one per query: fold them into one tab per page.
const saved = (getItem<Tab[]>(KEY) ?? []).reduce<Tab[]>((tabs, t) => withTab(tabs, { ...t, key: t.path }), []);

export const useTags = create<TagsState>(() => ({ tabs: saved, versions: {} }));

useTags.subscribe((state, prev) => {
  if (state.tabs !== prev.tabs) setItem(KEY, state.tabs);
});

// A user who chose it in the personal centre gets their tabs back after signing in again on this machine. The
// session's user changes before the cleared listeners run, so the tabs are kept before they are cleared below.
useSession.subscribe((state, prev) => {
  const was = prev.user;
  const now = state.user;
  if (was && !now) keepTabsFor(was.userId, useTags.getState().tabs);
  if (!was && now) {
    const kept = takeTabsFor<Tab>(now.userId);
    if (kept) useTags.setState((s) => ({ tabs: kept.reduce(withTab, s.tabs) }));
  }
});

onSessionCleared(() => {
  useTags.setState({ tabs: [], versions: {} });
  removeItem(KEY);
});

/** Adds the tab (affix tabs first), or refreshes its titles when already open. */
export function withTab(tabs: Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.key === tab.key);
  if (index >= 0) {
    const old = tabs[index];
    if (old && old.title === tab.title && old.titleEn === tab.titleEn && old.fullPath === tab.fullPath) return tabs;
    return tabs.map((t, i) =>
      i === index ? { ...t, title: tab.title, titleEn: tab.titleEn, fullPath: tab.fullPath } : t,
    );
  }
  if (tab.affix) {
    const lastAffix = tabs.reduce((acc, t, i) => (t.affix ? i : acc), -1);
    return [...tabs.slice(0, lastAffix + 1), tab, ...tabs.slice(lastAffix + 1)];
  }
  return [...tabs, tab];
}

export function withoutTab(tabs: Tab[], key: string): Tab[] {
  return tabs.filter((t) => t.key !== key || t.affix);
}

export function onlyTab(tabs: Tab[], key: string): Tab[] {
  return tabs.filter((t) => t.key === key || t.affix);
}

export function affixOnly(tabs: Tab[]): Tab[] {
  return tabs.filter((t) => t.affix);
}

/** Spec: after closing the active tab go to the last remaining tab; with none, to the dashboard or /. */
export function nextLocation(remaining: Tab[], home = '/dashboard'): string {
  const last = remaining[remaining.length - 1];
  if (last) return tabUrl(last);
  return home || '/';
}

/** Where navigating to a tab goes: its last URL, list state included. */
export function tabUrl(tab: Tab): string {
  return tab.fullPath ?? tab.key;
}

export const tagsActions = {
  open(tab: Tab) {
    useTags.setState((s) => ({ tabs: withTab(s.tabs, tab) }));
  },
  /** Closes one tab; answers where to go when it was the active one, else null. */
  close(key: string, activeKey: string): string | null {
    const tabs = withoutTab(useTags.getState().tabs, key);
    useTags.setState({ tabs });
    return key === activeKey ? nextLocation(tabs) : null;
  },
  closeOthers(key: string) {
    useTags.setState((s) => ({ tabs: onlyTab(s.tabs, key) }));
  },
  /** Closes every tab that can close; answers where to go. */
  closeAll(activeKey: string): string | null {
    const tabs = affixOnly(useTags.getState().tabs);
    useTags.setState({ tabs });
    return tabs.some((t) => t.key === activeKey) ? null : nextLocation(tabs);
  },
  dropCache(key: string) {
    useTags.setState((s) => ({ versions: { ...s.versions, [key]: (s.versions[key] ?? 0) + 1 } }));
  },
};
