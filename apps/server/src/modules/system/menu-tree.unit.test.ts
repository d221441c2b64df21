import { describe, expect, it } from 'vitest';
import type { SysMenu } from '../../db/schema/index.js';
import { buildMenuRoutes } from './menu-tree.js';

let nextId = 1;
function menu(fields: Partial<SysMenu> & Pick<SysMenu, 'menuType'>): SysMenu {
  const id = fields.id ?? nextId++;
  return {
    id,
    parentId: null,
    path: '',
    name: '',
    component: fields.menuType === 'M' ? 'Layout' : null,
    title: `menu ${id}`,
    titleEn: `Menu ${id}`,
    icon: null,
    affix: false,
    noCache: false,
    keepAlive: true,
    hidden: false,
    sort: 0,
    isExternal: false,
    activeMenu: null,
    perms: null,
    status: '1',
    createdAt: new Date(0),
    ...fields,
  };
}

describe('buildMenuRoutes', () => {
  it('answers only the 404 catch-all for no menus', () => {
    const routes = buildMenuRoutes([]);
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ name: '404', path: '/:pathMatch(.*)*', hidden: true, redirect: '/404' });
  });

  it('nests pages under their directory in the spec shape, ordered by sort', () => {
    const dir = menu({
      id: 100,
      menuType: 'M',
      path: 'client',
      name: 'Client',
      title: '客户管理',
      icon: 'team',
      sort: 1,
    });
    const rows = [
      dir,
      menu({
        id: 102,
        parentId: 100,
        menuType: 'C',
        path: 'order/orderList',
        name: 'OrderList',
        component: 'client/order/orderList/index',
        title: '订单管理',
        icon: 'shopping',
        sort: 2,
        perms: 'client:order:list',
      }),
      menu({
        id: 101,
        parentId: 100,
        menuType: 'C',
        path: 'task/taskList',
        name: 'TaskList',
        component: 'client/task/taskList/index',
        title: '任务管理',
        sort: 1,
        affix: true,
        noCache: true,
        keepAlive: false,
      }),
      menu({ id: 103, parentId: 101, menuType: 'F', title: '新增任务', perms: 'client:task:add' }),
    ];
    const routes = buildMenuRoutes(rows);
    expect(routes.map((r) => r.name)).toEqual(['Client', '404']);
    const client = routes[0];
    expect(client).toMatchObject({
      id: 100,
      path: '/client',
      name: 'Client',
      component: 'Layout',
      hidden: false,
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: '客户管理', icon: 'team', affix: false, noCache: false, keepAlive: true, link: null },
    });
    expect(client?.children?.map((c) => c.name)).toEqual(['TaskList', 'OrderList']);
    const task = client?.children?.[0];
    expect(task).toMatchObject({
      id: 101,
      path: 'task/taskList',
      component: 'client/task/taskList/index',
      meta: { title: '任务管理', affix: true, noCache: true, keepAlive: false },
    });
    // buttons are permission codes only, never routes
    expect(task?.children).toBeUndefined();
  });

  it('sorts siblings by sort, then id, at every level', () => {
    const routes = buildMenuRoutes([
      menu({ id: 3, menuType: 'C', path: 'c', name: 'C', component: 'c', sort: 2 }),
      menu({ id: 2, menuType: 'C', path: 'b', name: 'B', component: 'b', sort: 1 }),
      menu({ id: 1, menuType: 'C', path: 'a', name: 'A', component: 'a', sort: 2 }),
    ]);
    expect(routes.map((r) => r.name)).toEqual(['B', 'A', 'C', '404']);
    expect(routes.at(-1)?.name).toBe('404');
  });

  it('leaves out directories without any page, however deep', () => {
    const routes = buildMenuRoutes([
      menu({ id: 10, menuType: 'M', path: '/empty', name: 'Empty', sort: 1 }),
      menu({ id: 11, parentId: 10, menuType: 'M', path: 'inner', name: 'Inner' }),
      menu({ id: 12, parentId: 11, menuType: 'F', perms: 'x:y:z' }),
      menu({ id: 20, menuType: 'M', path: '/full', name: 'Full', sort: 2 }),
      menu({ id: 21, parentId: 20, menuType: 'M', path: 'empty', name: 'FullEmpty', sort: 1 }),
      menu({ id: 22, parentId: 20, menuType: 'C', path: 'page', name: 'Page', component: 'full/page', sort: 2 }),
    ]);
    expect(routes.map((r) => r.name)).toEqual(['Full', '404']);
    expect(routes[0]?.children?.map((c) => c.name)).toEqual(['Page']);
  });

  it('marks external links and keeps their URL as the path', () => {
    const routes = buildMenuRoutes([
      menu({ id: 1, menuType: 'C', path: 'https://example.com/help', name: 'Help', component: null }),
      menu({ id: 2, menuType: 'C', path: 'docs', name: 'Docs', component: 'docs', isExternal: true }),
    ]);
    expect(routes[0]).toMatchObject({ path: 'https://example.com/help', meta: { link: 'https://example.com/help' } });
    expect(routes[1]).toMatchObject({ path: 'docs', meta: { link: 'docs' } });
  });

  it('keeps hidden pages with their activeMenu and names nameless menus', () => {
    const routes = buildMenuRoutes([
      menu({ id: 7, menuType: 'C', path: '/detail', component: 'detail', hidden: true, activeMenu: '/list' }),
    ]);
    expect(routes[0]).toMatchObject({ name: 'Menu7', hidden: true, meta: { activeMenu: '/list' } });
  });
});
