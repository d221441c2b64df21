import type { MenuRoute } from '@console/domain/schemas/system';

/** A page the layout can show: a leaf of the server menu (at its /index child) or a fixed page. */
export interface PageRoute {
  path: string;
  name: string;
  /** zh title, or an i18n key when titleKey is set. */
  title: string;
  titleEn: string | null;
  titleKey?: string;
  /** Page registry key (the menu's component), null when the route is a plain link. */
  component: string | null;
  icon: string | null;
  affix: boolean;
  noCache: boolean;
  hidden: boolean;
  activeMenu: string | null;
}

/** A side-menu entry. */
export interface MenuNode {
  key: string;
  title: string;
  titleEn: string | null;
  icon: string | null;
  external: boolean;
  children?: MenuNode[];
}

export interface BuiltRoutes {
  pages: PageRoute[];
  /** A leaf's own path (and a directory's) → the page it opens. */
  redirects: Record<string, string>;
  menu: MenuNode[];
}

export class NoMenuPermissionError extends Error {
  constructor() {
    super('no menu permission');
    this.name = 'NoMenuPermissionError';
  }
}

export const NOT_FOUND_ROUTE_NAME = '404';

export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

export function resolvePath(base: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path;
  const joined = `${base.replace(/\/+$/, '')}/${path}`;
  return joined.startsWith('/') ? joined : `/${joined}`;
}

function isDirectory(route: MenuRoute): boolean {
  return Boolean(route.children && route.children.length > 0);
}

/**
 * Turns the server menu into pages, redirects and the side menu. Spec: every leaf gets an /index child, the
 * entry named 404 is removed, and a menu with 0 or 1 entries (counted as the server sends it, 404 entry
 * included) means the user has no menu permission.
 */
export function buildRoutes(raw: MenuRoute[]): BuiltRoutes {
  if (raw.length <= 1) throw new NoMenuPermissionError();
  const routes = raw.filter((r) => r.name !== NOT_FOUND_ROUTE_NAME);
  const pages: PageRoute[] = [];
  const redirects: Record<string, string> = {};

  const walk = (route: MenuRoute, base: string): MenuNode | null => {
    const link = route.meta.link || (isExternal(route.path) ? route.path : null);
    const full = resolvePath(base, route.path);
    const node: MenuNode = {
      key: link ?? full,
      title: route.meta.title,
      titleEn: route.meta.titleEn,
      icon: route.meta.icon,
      external: Boolean(link),
    };
    if (isDirectory(route)) {
      const children = (route.children ?? []).map((c) => walk(c, full)).filter((c): c is MenuNode => c !== null);
      const firstPage = pages.find((p) => p.path.startsWith(`${full}/`));
      if (route.redirect && route.redirect !== 'noRedirect') redirects[full] = route.redirect;
      else if (firstPage) redirects[full] = firstPage.path;
      if (route.hidden || children.length === 0) return null;
      if (children.length === 1 && !route.alwaysShow) return children[0] ?? null;
      return { ...node, children };
    }
    if (link) return route.hidden ? null : node;
    const indexPath = full.endsWith('/index') ? full : `${full}/index`;
    if (indexPath !== full) redirects[full] = indexPath;
    pages.push({
      path: indexPath,
      name: route.name,
      title: route.meta.title,
      titleEn: route.meta.titleEn,
      component: route.component,
      icon: route.meta.icon,
      affix: route.meta.affix,
      noCache: route.meta.noCache || !route.meta.keepAlive,
      hidden: route.hidden,
      activeMenu: route.meta.activeMenu,
    });
    return route.hidden ? null : { ...node, key: indexPath };
  };

  const menu = routes.map((r) => walk(r, '')).filter((n): n is MenuNode => n !== null);
  return { pages, redirects, menu };
}

/** The page whose path matches exactly, after following redirects. */
export function findPage(pages: PageRoute[], redirects: Record<string, string>, pathname: string) {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = redirects[clean];
  if (target && target !== clean) return { redirect: target, page: null };
  return { redirect: null, page: pages.find((p) => p.path === clean) ?? null };
}
