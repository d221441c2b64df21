import { Alert, Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import '../pages/password-first-page.css';
import '../i18n';

/**
 * The one card a signed-in user sees instead of the console while a first step is owed (a one-time password to
 * change, a role's required two-factor enrolment): its title, why, who is signed in, the form, and signing out.
 */
export function FirstStepCard({
  title,
  warning,
  onSignOut,
  children,
}: {
  title: string;
  warning: string;
  onSignOut: () => Promise<void> | void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  return (
    <main className="password-first">
      <Card
        variant="borderless"
        className="password-first-card"
        title={
          <Typography.Title level={1} className="password-first-title">
            {title}
          </Typography.Title>
        }
        extra={
          <Button type="link" onClick={() => void onSignOut()}>
            {t('nav.logout')}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} />
        <Typography.Paragraph>
          {t('profile.username')}: <strong>{user?.username}</strong>
        </Typography.Paragraph>
        {children}
      </Card>
    </main>
  );
}
