import type { ContractView } from '@console/domain/schemas/onboarding';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../../lib/form/submission';
import { notifySuccess } from '../../../lib/notify';
import { signContract } from '../api/contract';
import { sendSignCode } from '../api/send-code';
import { CodeField } from './code-field';

interface SignForm {
  signName: string;
  code: string;
  agree: boolean;
}

export interface SignAgreementProps {
  contract: ContractView;
  legalPerson: string;
  onSigned: (signed: ContractView) => void;
  onCancel?: () => void;
}

/**
 * The agreement as rendered by the server (in a sandboxed frame: no script runs), then the signature: the legal
 * representative's name typed, the agreement accepted, confirmed with a one-time code sent to the phone.
 */
export function SignAgreement({ contract, legalPerson, onSigned, onCancel }: SignAgreementProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignForm>();
  const submission = useSubmission();

  const submit = async (values: SignForm) => {
    const signed = await submission.run((request) =>
      signContract({ signName: values.signName.trim(), code: values.code.trim() }, request),
    );
    if (!signed) return;
    notifySuccess(t('onboarding.sign.signed'));
    onSigned(signed);
  };

  return (
    <section aria-labelledby="onb-sign-title">
      <h2 id="onb-sign-title" className="onb-section">
        {t('onboarding.sign.agreement')}
      </h2>
      <iframe
        className="onb-agreement"
        title={t('onboarding.sign.frameTitle')}
        sandbox=""
        srcDoc={contract.html}
        data-testid="onb-agreement"
      />
      <Form<SignForm> form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item
          name="signName"
          label={t('onboarding.sign.signName')}
          extra={t('onboarding.sign.signNameHint', { name: legalPerson })}
          rules={[
            { required: true, whitespace: true, message: t('onboarding.sign.signNameRequired') },
            {
              validator: async (_, value: string | undefined) => {
                if (value?.trim() && value.replace(/\s+/g, '') !== legalPerson.replace(/\s+/g, '')) {
                  throw new Error(t('onboarding.sign.signNameMismatch', { name: legalPerson }));
                }
              },
            },
          ]}
        >
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <CodeField
          label={t('onboarding.sign.code')}
          send={sendSignCode}
          testId="onb-sign-send-code"
          demoTestId="onb-sign-demo-code"
        />
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[
            {
              validator: async (_, v: boolean | undefined) => {
                if (!v) throw new Error(t('onboarding.sign.agreeRequired'));
              },
            },
          ]}
        >
          <Checkbox>{t('onboarding.sign.agree')}</Checkbox>
        </Form.Item>
        <div className="onb-actions">
          {onCancel && <Button onClick={onCancel}>{t('onboarding.sign.cancel')}</Button>}
          <Button type="primary" htmlType="submit" loading={submission.busy} data-testid="onb-sign-submit">
            {t('onboarding.sign.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
