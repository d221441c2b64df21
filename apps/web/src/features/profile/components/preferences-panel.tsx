import { Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRestoreTabsChoice } from '../../../lib/tab-restore';

/** The personal centre's preferences: whether this browser restores the user's tabs after they sign in again. */
export function PreferencesPanel() {
  const { t } = useTranslation();
  const [restore, setRestore] = useRestoreTabsChoice();
  return (
    <Space align="start" size="middle">
      <Switch
        id="restore-tabs"
        checked={restore}
        onChange={setRestore}
        aria-describedby="restore-tabs-help"
        data-testid="restore-tabs"
      />
      <div>
        <label htmlFor="restore-tabs">
          <Typography.Text strong>{t('profile.restoreTabs')}</Typography.Text>
        </label>
        <Typography.Paragraph type="secondary" id="restore-tabs-help" style={{ marginBottom: 0 }}>
          {t('profile.restoreTabsHelp')}
        </Typography.Paragraph>
      </div>
    </Space>
  );
}
