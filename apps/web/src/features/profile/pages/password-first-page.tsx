import { useTranslation } from 'react-i18next';
import { FirstStepCard } from '../components/first-step-card';
import { PasswordForm } from '../components/password-form';

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
  return (
    <FirstStepCard title={t('profile.changePassword')} warning={t('profile.mustChangePassword')} onSignOut={onSignOut}>
      <PasswordForm />
    </FirstStepCard>
  );
}
