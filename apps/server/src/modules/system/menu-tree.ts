import type { MenuRoute } from '@console/domain/schemas/system';
import type { SysMenu } from '../../db/schema/index.js';

const isUrl = (p: string) => /^https?:\/\//i.test(p);

/**
 * Builds the spec's menu-route tree from directory (M) and page (C) rows, ordered by sort, and appends the
 * catch-all entry named 404 that the client strips (a menu of 0 or 1 entries means no menu permission).
 */
export function buildMenuRoutes(menus: readonly SysMenu[]): MenuRoute[] {
  const visible = menus.filter((m) => m.menuType !== 'F');
  const byParent = new Map<number | null, SysMenu[]>();
  for (const m of visible) {
    const key = m.parentId ?? null;
    const list = byParent.get(key) ?? [];
    list.push(m);
    byParent.set(key, list);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);

  const toRoute = (m: SysMenu, top: boolean): MenuRoute => {
    const children = (byParent.get(m.id) ?? []).map((c) => toRoute(c, false));
    const external = m.isExternal || isUrl(m.path);
    const path = external ? m.path : top && !m.path.startsWith('/') ? `/${m.path}` : m.path;
    const route: MenuRoute = {
      id: m.id,
      path,
      name: m.name || `Menu${m.id}`,
      component: m.menuType === 'M' ? (m.component ?? 'Layout') : m.component,
      hidden: m.hidden,
      meta: {
        title: m.title,
        titleEn: m.titleEn,
        icon: m.icon,
        affix: m.affix,
        noCache: m.noCache,
        keepAlive: m.keepAlive,
        link: external ? m.path : null,
        activeMenu: m.activeMenu,
      },
    };
    if (m.menuType === 'M') {
      route.alwaysShow = true;
      route.redirect = 'noRedirect';
      route.children = children;
    } else if (children.length > 0) {
      route.children = children;
    }
    return route;
  };

  // Directories without any visible page under them are left out.
  const hasPage = (r: MenuRoute): boolean => r.component !== 'Layout' || (r.children ?? []).some(hasPage);
  const roots = (byParent.get(null) ?? []).map((m) => toRoute(m, true));
  const prune = (r: MenuRoute): MenuRoute =>
    r.children ? { ...r, children: r.children.filter(hasPage).map(prune) } : r;
  const routes = roots.filter(hasPage).map(prune);
  routes.push({
    id: 0,
    path: '/:pathMatch(.*)*',
    name: '404',
    component: null,
    hidden: true,
    redirect: '/404',
    meta: {
      title: '404',
      titleEn: '404',
      icon: null,
      affix: false,
      noCache: true,
      keepAlive: false,
      link: null,
      activeMenu: null,
    },
  });
  return routes;
}
