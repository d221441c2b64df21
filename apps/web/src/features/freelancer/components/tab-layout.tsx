import { Outlet } from 'react-router';
import { useUnreadNotices } from '../api/notices';
import { TabBar } from './tab-bar';
import { useFreelancerChat } from './use-chat';

/** The tabs shown in the bar, in order. */
export const FREELANCER_TABS = ['messages', 'orders', 'tasks', 'notices', 'me'] as const;

/** The pages with the bottom tab bar; its badges count unread messages (over every conversation) and notices. */
export function TabLayout() {
  const store = useFreelancerChat();
  const messages = store((s) => s.friends.reduce((sum, f) => sum + f.unReadCount, 0));
  const notices = useUnreadNotices().data ?? 0;
  return (
    <>
      <Outlet />
      <TabBar tabs={FREELANCER_TABS} badges={{ messages, notices }} />
    </>
  );
}
