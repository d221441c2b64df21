import type { MenuRoute } from '@console/domain/schemas/system';
import { describe, expect, it } from 'vitest';
import { buildRoutes, findPage, NoMenuPermissionError } from './dynamic-routes';
import { menuRoute, notFoundRoute } from './test-menu';

const route = menuRoute;
const notFound = notFoundRoute();

function clientMenu(): MenuRoute[] {
  return [
    route('/client', {
      component: 'Layout',
      redirect: 'noRedirect',
      alwaysShow: true,
      children: [
        route('order/orderList', { component: 'client/order/orderList/index' }),
        route('task/taskList', { component: 'client/task/taskList/index' }),
        route(
          'task/detail',
          { component: 'client/task/detail/index', hidden: true },
          { activeMenu: '/client/task/taskList/index' },
        ),
      ],
    }),
    notFound,
  ];
}

describe('buildRoutes', () => {
  it('gives every leaf an /index child and redirects the leaf path to it', () => {
    const { pages, redirects } = buildRoutes(clientMenu());
    expect(pages.map((p) => p.path)).toEqual([
      '/client/order/orderList/index',
      '/client/task/taskList/index',
      '/client/task/detail/index',
    ]);
    expect(pages[0]?.component).toBe('client/order/orderList/index');
    expect(redirects['/client/order/orderList']).toBe('/client/order/orderList/index');
    expect(redirects['/client']).toBe('/client/order/orderList/index');
  });

  it('removes the entry named 404', () => {
    const { pages, menu } = buildRoutes(clientMenu());
    expect(pages.some((p) => p.name === '404')).toBe(false);
    expect(menu).toHaveLength(1);
  });

  it('rejects a menu with 0 or 1 entries as no menu permission', () => {
    expect(() => buildRoutes([])).toThrow(NoMenuPermissionError);
    expect(() => buildRoutes([notFound])).toThrow(NoMenuPermissionError);
    expect(() => buildRoutes([route('/only')])).toThrow(NoMenuPermissionError);
  });

  it('skips hidden items in the menu but keeps their pages', () => {
    const { menu, pages } = buildRoutes(clientMenu());
    const children = menu[0]?.children ?? [];
    expect(children.map((c) => c.key)).toEqual(['/client/order/orderList/index', '/client/task/taskList/index']);
    expect(pages.find((p) => p.path === '/client/task/detail/index')?.activeMenu).toBe('/client/task/taskList/index');
  });

  it('marks external links, flattens a single-child directory unless alwaysShow', () => {
    const { menu } = buildRoutes([
      route('/help', { component: 'Layout', children: [route('guide', { component: 'help/guide/index' })] }),
      route('https://example.com/docs', { component: null }),
      notFound,
    ]);
    expect(menu[0]?.key).toBe('/help/guide/index');
    expect(menu[0]?.children).toBeUndefined();
    expect(menu[1]).toMatchObject({ key: 'https://example.com/docs', external: true });
  });

  it('treats noCache or keepAlive false as not kept alive', () => {
    const { pages } = buildRoutes([
      route('/a', {}, { noCache: true }),
      route('/b', {}, { keepAlive: false }),
      route('/c'),
    ]);
    expect(pages.map((p) => p.noCache)).toEqual([true, true, false]);
  });
});

describe('findPage', () => {
  it('follows redirects and matches exact paths', () => {
    const { pages, redirects } = buildRoutes(clientMenu());
    expect(findPage(pages, redirects, '/client/order/orderList').redirect).toBe('/client/order/orderList/index');
    expect(findPage(pages, redirects, '/client/order/orderList/index/').page?.name).toBe('orderorderList');
    expect(findPage(pages, redirects, '/nowhere')).toEqual({ redirect: null, page: null });
  });
});
