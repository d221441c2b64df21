import type { Page } from '@console/domain/schemas/list';
import type { PiiRevealLogRow } from '@console/domain/schemas/pii';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/pii/reveal-log/list */
export function getPiiReveals(params: Record<string, string | number>): Promise<Page<PiiRevealLogRow>> {
  return getData<Page<PiiRevealLogRow>>('system/pii/reveal-log/list', params);
}

export function usePiiReveals(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.piiReveals(params),
    queryFn: () => getPiiReveals(params),
    placeholderData: keepPreviousData,
  });
}
