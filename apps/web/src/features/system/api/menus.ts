import type { MenuInput, MenuRow } from '@console/domain/schemas/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { deleteData, getData, postData, putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/menu-admin/list: every menu row, for the tree editor. */
export function getMenus(): Promise<MenuRow[]> {
  return getData<MenuRow[]>('system/menu-admin/list');
}

export function useMenus() {
  return useQuery({ queryKey: queryKeys.system.menus, queryFn: getMenus });
}

/** POST /system/menu-admin (new) or PUT /system/menu-admin/:id (edit). */
export function saveMenu({ id, body, request }: { id: number | null; body: MenuInput; request?: SubmitRequest }) {
  return id === null
    ? postData<{ id: number }>('system/menu-admin', body, request)
    : putData<null>(`system/menu-admin/${id}`, body, request);
}

/** DELETE /system/menu-admin/:id (refused while it has children). */
export function deleteMenu(id: number): Promise<null> {
  return deleteData<null>(`system/menu-admin/${id}`);
}

/** A menu written: the editor's rows and the grant tree; a deleted one also leaves the roles that granted it. */
function useMenuWrite<V>(write: (variables: V) => Promise<unknown>, removes: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.system.menus }),
        client.invalidateQueries({ queryKey: queryKeys.system.roles.menuTree }),
        removes && client.invalidateQueries({ queryKey: queryKeys.system.roles.details }),
      ]),
  });
}

export const useSaveMenu = () => useMenuWrite(saveMenu, false);

export const useDeleteMenu = () => useMenuWrite(deleteMenu, true);
