import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { PasswordForm } from '../components/password-form';
import './password-first-page.css';
import '../i18n';

export interface PasswordFirstPageProps {
  onSignOut: () => Promise<void> | void;
}

/**
 * What a user whose password an administrator set (a new account or a reset) sees instead of the console: the
 * server answers nothing else until the password is changed (http/auth-hook.ts), so no page, menu or socket opens
 * only to be refused. Once changed, the console opens where the user was going.
 */
export function PasswordFirstPage({ onSignOut }: PasswordFirstPageProps) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  return (
    <main className="password-first">
      <Card
        variant="borderless"
        className="password-first-card"
        title={
          <Typography.Title level={1} className="password-first-title">
            {t('profile.changePassword')}
          </Typography.Title>
        }
        extra={
          <Button type="link" onClick={() => void onSignOut()}>
            {t('nav.logout')}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={t('profile.mustChangePassword')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph>
          {t('profile.username')}: <strong>{user?.username}</strong>
        </Typography.Paragraph>
        <PasswordForm />
      </Card>
    </main>
  );
}
