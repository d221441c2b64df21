import { Outlet } from 'react-router';
import { useUnreadNotices } from '../api/notices';
import { TabBar } from './tab-bar';

/** The tabs shown in the bar, in order. */
export const FREELANCER_TABS = ['orders', 'tasks', 'notices', 'me'] as const;

/** The pages with the bottom tab bar. */
export function TabLayout() {
  const notices = useUnreadNotices().data ?? 0;
  return (
    <>
      <Outlet />
      <TabBar tabs={FREELANCER_TABS} badges={{ notices }} />
    </>
  );
}
