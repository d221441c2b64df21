import type { RecipientOption } from '@console/domain/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/notice-publication/recipients: whom a notice of that target can go to, searched. */
export function getRecipients(target: string, keyword: string): Promise<RecipientOption[]> {
  return getData<RecipientOption[]>('system/notice-publication/recipients', keyword ? { target, keyword } : { target });
}

export function useRecipients(target: string | undefined, keyword: string) {
  return useQuery({
    queryKey: queryKeys.system.recipients(target, keyword),
    queryFn: () => getRecipients(target as string, keyword),
    enabled: target !== undefined,
    placeholderData: keepPreviousData,
  });
}
