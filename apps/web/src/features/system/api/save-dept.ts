import type { DeptInput } from '@console/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { deleteData, postData, putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /system/dept (new, staff name the enterprise) or PUT /system/dept/:id (rename or move). */
export function saveDept({
  id,
  body,
  request,
}: {
  id: number | null;
  body: DeptInput & { enterpriseId?: number };
  request?: SubmitRequest;
}) {
  return id === null
    ? postData<{ id: number }>('system/dept', body, request)
    : putData<null>(`system/dept/${id}`, body, request);
}

export function deleteDept(id: number) {
  return deleteData<null>(`system/dept/${id}`);
}

/** Any change to departments: the trees and the user list (it names each user's department). */
function useInvalidateDepts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.system.deptsAll }),
      client.invalidateQueries({ queryKey: queryKeys.system.users.lists }),
    ]);
}

export function useSaveDept() {
  const invalidate = useInvalidateDepts();
  return useMutation({ mutationFn: saveDept, onSuccess: invalidate });
}

export function useDeleteDept() {
  const invalidate = useInvalidateDepts();
  return useMutation({ mutationFn: deleteDept, onSuccess: invalidate });
}
