import type { Page } from '@console/domain/schemas/list';
import type { ListEntryRow } from '@console/domain/schemas/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/list/list: entries filtered by type, keyword (name or phone) and state, sorted and paged. */
export function getListEntries(params: Record<string, string | number>): Promise<Page<ListEntryRow>> {
  return getData<Page<ListEntryRow>>('system/list/list', params);
}

export function useListEntries(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.lists.entryList(params),
    queryFn: () => getListEntries(params),
    placeholderData: keepPreviousData,
  });
}
