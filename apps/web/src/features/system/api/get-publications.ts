import type { PublicationRow } from '@console/domain/schemas/admin';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/notice-publication/list: published notices with sent and read counts. */
export function getPublications(params: Record<string, string | number>): Promise<Page<PublicationRow>> {
  return getData<Page<PublicationRow>>('system/notice-publication/list', params);
}

export function usePublications(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.publications.list(params),
    queryFn: () => getPublications(params),
    placeholderData: keepPreviousData,
  });
}
