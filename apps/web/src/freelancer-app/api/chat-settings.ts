import type { ChatSettings } from '@console/domain/schemas/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { freelancerGet, freelancerPut } from './freelancer-http';

/** GET /freelancer/chat/settings: whether the enterprise side is told when the freelancer has read its messages. */
export function useChatSettings() {
  return useQuery({
    queryKey: queryKeys.freelancer.chatSettings,
    queryFn: () => freelancerGet<ChatSettings>('freelancer/chat/settings'),
  });
}

/** PUT /freelancer/chat/settings: the answer is the settings as stored. */
export function useSaveChatSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChatSettings) => freelancerPut<ChatSettings>('freelancer/chat/settings', settings),
    onSuccess: (saved) => client.setQueryData(queryKeys.freelancer.chatSettings, saved),
  });
}
