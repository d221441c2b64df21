import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { localTitle } from '../lib/i18n/i18n';
import { useAppRoutes } from '../lib/routes/app-routes';
import type { MenuNode } from '../lib/routes/dynamic-routes';
import { MenuIcon } from './menu-icon';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[]): Item[] {
  return nodes.map((n) => ({
    key: n.key,
    icon: <MenuIcon name={n.icon} />,
    label: localTitle(n),
    children: n.children ? toItems(n.children) : undefined,
  }));
}

/** Keys of the submenus that lead to a key. */
function ancestors(nodes: MenuNode[], key: string, trail: string[] = []): string[] | null {
  for (const n of nodes) {
    if (n.key === key) return trail;
    if (n.children) {
      const found = ancestors(n.children, key, [...trail, n.key]);
      if (found) return found;
    }
  }
  return null;
}

interface Props {
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The server menu: one submenu open at a time, hidden items skipped, external links in a new tab. */
export function SideMenu({ mode, theme, collapsed, onNavigate }: Props) {
  useTranslation();
  const { menu, pages } = useAppRoutes();
  const location = useLocation();
  const navigate = useNavigate();
  const page = pages.find((p) => p.path === location.pathname);
  const selected = page?.activeMenu || location.pathname;
  // Rebuilt on each render so titles follow the language.
  const items = toItems(menu);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestors(menu, selected) ?? []);

  useEffect(() => {
    const path = ancestors(menu, selected);
    if (path?.length) setOpenKeys(path);
  }, [menu, selected]);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const latest = keys.find((k) => !openKeys.includes(k));
    if (!latest) return setOpenKeys(keys);
    setOpenKeys(ancestors(menu, latest)?.concat(latest) ?? [latest]);
  };

  const isExternal = (key: string) => /^(https?:|mailto:|tel:)/.test(key);

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[selected]}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      onClick={({ key }) => {
        if (isExternal(key)) window.open(key, '_blank', 'noopener');
        else navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
