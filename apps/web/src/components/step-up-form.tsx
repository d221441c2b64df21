import { Form, Input, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { postData } from '../lib/http/client';
import type { StepUpMethod } from '../lib/http/step-up';
import { FormModal } from './form-modal';

/** above antd's confirmations (2000, the highest of its dialogs), below its messages and notifications */
const STEP_UP_Z_INDEX = 2001;

export interface Asked {
  methods: StepUpMethod[];
  resolve: (proved: boolean) => void;
}

/** The step-up dialog itself (step-up-dialog.tsx asks for it): the password or the authenticator's code. */
export function StepUpForm({
  asked,
  method,
  onMethod: setMethod,
  onClose: close,
}: {
  asked: Asked | null;
  method: StepUpMethod;
  onMethod: (method: StepUpMethod) => void;
  onClose: (proved: boolean) => void;
}) {
  const { t } = useTranslation();
  const byOtp = method === 'otp';
  return (
    <FormModal<{ password?: string; otp?: string }>
      open={asked !== null}
      title={t('stepUp.title')}
      okText={t('stepUp.submit')}
      // Over the dialog whose action asked for it (a confirmation still waiting for its answer).
      zIndex={STEP_UP_Z_INDEX}
      onCancel={() => close(false)}
      onSubmit={async (values, request) => {
        const body = byOtp ? { otp: values.otp?.trim() } : { password: values.password };
        await postData('auth/step-up', body, request);
        close(true);
      }}
      notice={<Typography.Paragraph>{t('stepUp.intro')}</Typography.Paragraph>}
      formProps={{ name: 'step-up', 'data-testid': 'step-up-form' }}
    >
      {asked && asked.methods.length > 1 && (
        <Form.Item label={t('stepUp.method')}>
          <Segmented<StepUpMethod>
            value={method}
            onChange={setMethod}
            options={asked.methods.map((m) => ({
              value: m,
              label: m === 'otp' ? t('stepUp.byOtp') : t('stepUp.byPassword'),
            }))}
          />
        </Form.Item>
      )}
      {byOtp ? (
        <Form.Item
          key="otp"
          name="otp"
          label={t('stepUp.otp')}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('stepUp.otpRequired') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
        </Form.Item>
      ) : (
        <Form.Item
          key="password"
          name="password"
          label={t('stepUp.password')}
          rules={[{ required: true, message: t('stepUp.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={128} autoFocus />
        </Form.Item>
      )}
    </FormModal>
  );
}
