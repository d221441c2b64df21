import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { FirstStepCard } from '../components/first-step-card';
import { TwoFactorPanel } from '../components/two-factor-panel';

/**
 * What a user whose role requires two-factor sign-in sees until TOTP is on: the server answers nothing else
 * (http/auth-hook.ts), as with a one-time password. Once the recovery codes are kept, the console opens.
 */
export function MfaFirstPage({ onSignOut }: { onSignOut: () => Promise<void> | void }) {
  const { t } = useTranslation();
  return (
    <FirstStepCard title={t('profile.mfaTitle')} warning={t('profile.mfaRequiredFirst')} onSignOut={onSignOut}>
      <TwoFactorPanel
        onEnabled={() => {
          const user = useSession.getState().user;
          if (user) useSession.setState({ user: { ...user, mfaEnabled: true, mfaEnrolmentRequired: false } });
        }}
      />
    </FirstStepCard>
  );
}
