import type { MenuRoute } from '@console/domain/schemas/system';

/** For tests: server menu entries as GET /system/menu/{username} sends them. */
let nextId = 1;
export function menuRoute(
  path: string,
  extra: Partial<MenuRoute> = {},
  meta: Partial<MenuRoute['meta']> = {},
): MenuRoute {
  return {
    id: nextId++,
    path,
    name: extra.name ?? path.replace(/\W/g, ''),
    component: extra.component === undefined ? `${path}/index` : extra.component,
    hidden: false,
    ...extra,
    meta: {
      title: `t-${path}`,
      titleEn: `en-${path}`,
      icon: null,
      affix: false,
      noCache: false,
      keepAlive: true,
      link: null,
      activeMenu: null,
      ...meta,
    },
  };
}

/** The hidden catch-all the server ends every menu with. */
export const notFoundRoute = (): MenuRoute =>
  menuRoute('/:pathMatch(.*)*', { name: '404', component: null, hidden: true, redirect: '/404' });
