import type { MenuNode } from '@console/domain/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/role/menu-tree: menus and their button codes, for granting. */
export function getMenuTree(): Promise<MenuNode[]> {
  return getData<MenuNode[]>('system/role/menu-tree');
}

export function useMenuTree(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.system.roles.menuTree, queryFn: getMenuTree, enabled });
}
