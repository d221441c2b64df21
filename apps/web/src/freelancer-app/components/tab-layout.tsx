import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { queryKeys } from '../../lib/query-keys';
import { useNoticeCache, useUnreadNotices } from '../api/notices';
import { onLiveNotice } from '../chat';
import { TabBar } from './tab-bar';
import { useFreelancerChat } from './use-chat';

/** The tabs shown in the bar, in order. */
export const FREELANCER_TABS = ['messages', 'orders', 'tasks', 'notices', 'me'] as const;

/** The pages with the bottom tab bar; its badges count unread messages (over every conversation) and notices. */
export function TabLayout() {
  const store = useFreelancerChat();
  const messages = store((s) => s.friends.reduce((sum, f) => sum + f.unReadCount, 0));
  const notices = useUnreadNotices().data ?? 0;
  const cache = useNoticeCache();
  const client = useQueryClient();
  // Live: a new notice goes on top and counts; one read in another tab is read here too.
  useEffect(
    () =>
      onLiveNotice((event) => {
        if ('notice' in event) cache.add(event.notice);
        else if ('all' in event.read) cache.markRead({ all: true });
        else {
          cache.markRead({ id: event.read.id });
          void client.invalidateQueries({ queryKey: queryKeys.freelancer.noticesUnread });
        }
      }),
    [cache, client],
  );
  // Every connect, the first included: a notice raised after the list was read and before the socket was up is
  // never pushed, so the list and the count are read again.
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.connection === 'connected' && previous.connection !== 'connected') {
          void client.invalidateQueries({ queryKey: queryKeys.freelancer.noticeList });
          void client.invalidateQueries({ queryKey: queryKeys.freelancer.noticesUnread });
        }
      }),
    [store, client],
  );
  return (
    <>
      <Outlet />
      <TabBar tabs={FREELANCER_TABS} badges={{ messages, notices }} />
    </>
  );
}
