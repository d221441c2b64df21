import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

const STEP_KEYS = ['verify', 'fill', 'review', 'sign', 'done'] as const;

/** Where the application stands: verify, fill in, review, sign, done (vertical on a phone, antd's responsive). */
export function OnboardingSteps({ current, error }: { current: number; error?: boolean }) {
  const { t } = useTranslation();
  return (
    <Steps
      className="onb-steps"
      size="small"
      titlePlacement="vertical"
      current={current}
      status={error ? 'error' : current >= STEP_KEYS.length ? 'finish' : 'process'}
      items={STEP_KEYS.map((k) => ({ title: t(`onboarding.steps.${k}`) }))}
    />
  );
}
