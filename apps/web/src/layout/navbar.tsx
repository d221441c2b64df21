import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  GlobalOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Popover, Tag, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmAction } from '../lib/confirm-action';
import { type Language, setLanguage } from '../lib/i18n/i18n';
import { notifySuccess, notifyWarning } from '../lib/notify';
import { useSession } from '../lib/session';

export const LOGOUT_DIALOG_WIDTH = 300;

function useFullscreen(): [boolean, () => void] {
  const { t } = useTranslation();
  const [on, setOn] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notifyWarning(t('nav.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => notifyWarning(t('nav.fullscreenUnsupported')));
  };
  return [on, toggle];
}

interface Props {
  sidebarOpen: boolean;
  onToggleSidebar?: () => void;
  onOpenSettings: () => void;
  left?: ReactNode;
  /**
   * The navbar's own entries, filled by app/: the message area (the staff notice bell; hidden for enterprise users,
   * see docs/spec-decisions.md) and the problem-feedback entry.
   */
  actions?: ReactNode;
  /** Ends the session on the server and here (app/ passes the auth feature's sign-out). */
  onSignOut: () => Promise<void>;
}

export function Navbar({ sidebarOpen, onToggleSidebar, onOpenSettings, left, actions, onSignOut }: Props) {
  const { t, i18n } = useTranslation();
  const confirmAction = useConfirmAction();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const [popover, setPopover] = useState(false);
  const roles = user?.roleName ? user.roleName.split(',').filter(Boolean) : [];

  const logout = () => {
    setPopover(false);
    confirmAction({
      width: LOGOUT_DIALOG_WIDTH,
      content: t('nav.logoutConfirm'),
      className: 'logout-dialog',
      onOk: async () => {
        await onSignOut();
        navigate('/login');
        notifySuccess(t('auth.signedOut'));
      },
    });
  };

  const userCard = (
    <div className="user-card">
      <div className="user-card-head">
        <Avatar size={44} src={user?.wxHead || undefined} icon={<UserOutlined />} />
        <div>
          <div className="user-card-name">{user?.name}</div>
          <div className="user-card-username">{user?.username}</div>
        </div>
      </div>
      <div className="user-card-roles">
        {roles.map((r) => (
          <Tag key={r} color="blue" bordered={false}>
            {r}
          </Tag>
        ))}
      </div>
      <div className="user-card-actions">
        <Button
          type="text"
          block
          icon={<UserOutlined />}
          onClick={() => {
            setPopover(false);
            navigate('/profile');
          }}
        >
          {t('nav.personalCentre')}
        </Button>
        <Button type="text" block danger icon={<LogoutOutlined />} onClick={logout}>
          {t('nav.logout')}
        </Button>
      </div>
    </div>
  );

  return (
    <div className="navbar">
      {onToggleSidebar && (
        <Button
          type="text"
          className="hamburger"
          aria-label={t('nav.toggleSidebar')}
          aria-expanded={sidebarOpen}
          icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleSidebar}
        />
      )}
      <div className="navbar-left">{left}</div>
      <div className="navbar-right">
        {roles.length > 0 && (
          <span className="navbar-roles" title={t('nav.roles')}>
            {roles.join(' / ')}
          </span>
        )}
        {user?.parkName && (
          <span className="navbar-park" title={t('nav.park')}>
            {user.parkName}
          </span>
        )}
        <Tooltip title={fullscreen ? t('nav.exitFullscreen') : t('nav.fullscreen')}>
          <Button
            type="text"
            className="navbar-fullscreen"
            aria-label={fullscreen ? t('nav.exitFullscreen') : t('nav.fullscreen')}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggleFullscreen}
          />
        </Tooltip>
        {actions}
        <Dropdown
          trigger={['click']}
          menu={{
            selectedKeys: [i18n.language],
            items: [
              { key: 'zh', label: t('lang.zh') },
              { key: 'en', label: t('lang.en') },
            ],
            onClick: ({ key }) => setLanguage(key as Language),
          }}
        >
          <Button type="text" aria-label={t('nav.language')} icon={<GlobalOutlined />} className="navbar-lang" />
        </Dropdown>
        <Tooltip title={t('nav.settings')}>
          <Button type="text" aria-label={t('nav.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
        </Tooltip>
        <Popover
          content={userCard}
          trigger="click"
          placement="bottomRight"
          open={popover}
          onOpenChange={setPopover}
          arrow={false}
        >
          {/* named by the name it shows (hidden on a phone, so the label carries it) */}
          <button type="button" className="navbar-avatar" aria-label={user?.name}>
            <Avatar size={32} src={user?.wxHead || undefined} alt="" icon={<UserOutlined />} />
            <span className="navbar-name">{user?.name}</span>
          </button>
        </Popover>
      </div>
    </div>
  );
}
