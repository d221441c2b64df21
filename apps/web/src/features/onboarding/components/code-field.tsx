import { SafetyOutlined } from '@ant-design/icons';
import type { SentCode } from '@console/domain/schemas/onboarding';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeButton } from '../../../components/code-button';

/**
 * The one-time code as both steps ask for it (starting an application, signing an agreement): the six digits, the
 * "get code" button with its countdown, and in the embedded demo the code the server answered.
 */
export function CodeField({
  label,
  send,
  large = false,
  testId,
  demoTestId,
}: {
  label: string;
  send: () => Promise<SentCode | undefined>;
  large?: boolean;
  testId: string;
  demoTestId: string;
}) {
  const { t } = useTranslation();
  const [demoCode, setDemoCode] = useState<string | null>(null);
  return (
    <>
      <Form.Item label={label} required>
        <div className="onb-code-row">
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t('onboarding.enter.codeRequired') },
              { pattern: /^\s*\d{6}\s*$/, message: t('onboarding.enter.codeInvalid') },
            ]}
          >
            <Input
              size={large ? 'large' : undefined}
              prefix={large ? <SafetyOutlined aria-hidden /> : undefined}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label={label}
            />
          </Form.Item>
          <CodeButton send={send} onDemoCode={setDemoCode} testId={testId} />
        </div>
      </Form.Item>
      {demoCode && (
        <Alert
          type="warning"
          showIcon
          title={t('onboarding.enter.demoCode', { code: demoCode })}
          style={{ marginBottom: 16 }}
          data-testid={demoTestId}
        />
      )}
    </>
  );
}
