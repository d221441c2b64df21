import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';

/** GET /client/enterprise/options (staff): the enterprise filter's choices. */
export function getEnterpriseOptions(): Promise<{ id: number; name: string }[]> {
  return getData<{ id: number; name: string }[]>('client/enterprise/options', undefined, { silent: true });
}

export const enterpriseOptionsQuery = () =>
  queryOptions({ queryKey: ['enterprise', 'options'], queryFn: getEnterpriseOptions, staleTime: 300_000 });

export function useEnterpriseOptions(enabled: boolean) {
  return useQuery({ ...enterpriseOptionsQuery(), enabled });
}
