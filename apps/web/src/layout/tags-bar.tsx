import { CloseOutlined } from '@ant-design/icons';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '../lib/query-client';
import { usePageTitle } from '../lib/routes/app-routes';
import { tabKey } from '../lib/tab-location';
import { type Tab, tabUrl, tagsActions, useTags } from './tags-store';

/** Spec: the tab context menu is 105 px wide; a refresh goes through /redirect after 100 ms. */
export const TAG_MENU_WIDTH = 105;
export const TAB_REFRESH_DELAY_MS = 100;

interface MenuState {
  tab: Tab;
  x: number;
  y: number;
}

export function TagsBar() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const tabs = useTags((s) => s.tabs);
  const location = useLocation();
  const navigate = useNavigate();
  const activeKey = tabKey(location.pathname);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menu) return;
    const close = (e: Event) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenu(null);
    };
    document.addEventListener('mousedown', close);
    window.addEventListener('resize', close);
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', close);
      window.removeEventListener('resize', close);
    };
  }, [menu]);

  useEffect(() => {
    const items = barRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
    for (const item of items) {
      if (item.dataset.key === activeKey) item.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [activeKey]);

  const go = (to: string | null) => {
    if (to) navigate(to);
  };
  const close = (tab: Tab) => {
    if (!tab.affix) go(tagsActions.close(tab.key, activeKey));
  };
  const refresh = (tab: Tab) => {
    tagsActions.dropCache(tab.key);
    // Every cached answer counts as old, so the remounted page asks the server again however recent its data.
    void queryClient.invalidateQueries({ refetchType: 'none' });
    setTimeout(() => navigate(`/redirect${tabUrl(tab)}`, { replace: true }), TAB_REFRESH_DELAY_MS);
  };
  const closeOthers = (tab: Tab) => {
    tagsActions.closeOthers(tab.key);
    if (tab.key !== activeKey) navigate(tabUrl(tab));
  };
  const closeAll = () => go(tagsActions.closeAll(activeKey));

  const openMenu = (tab: Tab, x: number, y: number) => {
    const bar = barRef.current?.getBoundingClientRect();
    const maxX = (bar?.right ?? window.innerWidth) - TAG_MENU_WIDTH - 4;
    setMenu({ tab, x: Math.max(4, Math.min(x, maxX)), y });
  };

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>, tab: Tab) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      navigate(tabUrl(tab));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      close(tab);
    } else if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
      e.preventDefault();
      const rect = e.currentTarget.getBoundingClientRect();
      openMenu(tab, rect.left, rect.bottom);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const items = Array.from(barRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
      const index = items.indexOf(e.currentTarget);
      items[(index + (e.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length]?.focus();
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      items[(index + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
    } else if ((e.key === 'Escape' || e.key === 'Tab') && menu) {
      // Keyboard users go back to the tab they opened the menu from, not to the top of the page.
      e.preventDefault();
      setMenu(null);
      tabElement(menu.tab.key)?.focus();
    }
  };

  const tabElement = (key: string) =>
    Array.from(barRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []).find(
      (el) => el.dataset.key === key,
    );

  const act = (fn: () => void) => (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault();
    setMenu(null);
    fn();
  };

  return (
    <div className="tags-bar" ref={barRef}>
      <div className="tags-scroll" role="tablist" aria-label={t('tags.label')}>
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          return (
            <div
              key={tab.key}
              role="tab"
              tabIndex={0}
              aria-selected={active}
              data-key={tab.key}
              className={`tags-item${active ? ' active' : ''}`}
              onClick={() => navigate(tabUrl(tab))}
              onKeyDown={(e) => onTabKey(e, tab)}
              onMouseDown={(e) => {
                if (e.button === 1) e.preventDefault();
              }}
              onAuxClick={(e) => {
                if (e.button === 1) {
                  e.preventDefault();
                  close(tab);
                }
              }}
              onContextMenu={(e) => {
                e.preventDefault();
                openMenu(tab, e.clientX, e.clientY);
              }}
            >
              {active && <span className="tags-dot" />}
              <span className="tags-title">{title(tab)}</span>
              {!tab.affix && (
                <CloseOutlined
                  className="tags-close"
                  aria-label={t('tags.close')}
                  onClick={(e) => {
                    e.stopPropagation();
                    close(tab);
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
      {menu && (
        <div
          ref={menuRef}
          role="menu"
          className="tags-menu"
          style={{ left: menu.x, top: menu.y, width: TAG_MENU_WIDTH }}
          onKeyDown={onMenuKey}
        >
          <MenuItem onActivate={act(() => refresh(menu.tab))}>{t('tags.refresh')}</MenuItem>
          {!menu.tab.affix && <MenuItem onActivate={act(() => close(menu.tab))}>{t('tags.close')}</MenuItem>}
          <MenuItem onActivate={act(() => closeOthers(menu.tab))}>{t('tags.closeOthers')}</MenuItem>
          <MenuItem onActivate={act(closeAll)}>{t('tags.closeAll')}</MenuItem>
        </div>
      )}
    </div>
  );
}

function MenuItem({ children, onActivate }: { children: string; onActivate: (e: MouseEvent | KeyboardEvent) => void }) {
  return (
    <div
      role="menuitem"
      tabIndex={-1}
      onClick={onActivate}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onActivate(e);
      }}
    >
      {children}
    </div>
  );
}
