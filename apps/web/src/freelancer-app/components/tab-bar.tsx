import { BellOutlined, FileTextOutlined, MessageOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import { unreadBadge } from '@console/domain/chat-preview';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export interface TabBadges {
  messages?: number;
  notices?: number;
}

const TABS: { key: 'messages' | 'orders' | 'tasks' | 'notices' | 'me'; icon: ReactNode }[] = [
  { key: 'messages', icon: <MessageOutlined /> },
  { key: 'orders', icon: <FileTextOutlined /> },
  { key: 'tasks', icon: <SolutionOutlined /> },
  { key: 'notices', icon: <BellOutlined /> },
  { key: 'me', icon: <UserOutlined /> },
];

/** The bottom tab bar: links (the current one marked for screen readers too), with unread counts. */
export function TabBar({ badges, tabs }: { badges: TabBadges; tabs: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <nav className="m-tabbar" aria-label={t('freelancer.tabs.label')}>
      <ul>
        {TABS.filter((tab) => tabs.includes(tab.key)).map(({ key, icon }) => {
          const count = key === 'messages' || key === 'notices' ? (badges[key] ?? 0) : 0;
          const label = t(`freelancer.tabs.${key}`);
          const badge = unreadBadge(count);
          return (
            <li key={key}>
              <NavLink
                to={`/m/${key}`}
                className={({ isActive }) => (isActive ? 'm-tab active' : 'm-tab')}
                data-testid={`m-tab-${key}`}
              >
                <span aria-hidden>
                  <Badge count={badge} size="small" offset={[4, 0]}>
                    {icon}
                  </Badge>
                </span>
                <span>
                  {label}
                  {badge && <span className="sr-only">{` (${badge})`}</span>}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
