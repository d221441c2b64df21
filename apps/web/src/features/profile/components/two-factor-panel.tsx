import type { MfaStatus, TotpSetup } from '@console/domain/schemas/auth';
import { Alert, Button, Descriptions, Form, Input, QRCode, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDisableTotp } from '../api/disable-totp';
import { useEnableTotp } from '../api/enable-totp';
import { useMfaStatus } from '../api/get-mfa-status';
import { useSetupTotp } from '../api/setup-totp';
import '../i18n';
import './two-factor-panel.css';

const SIX_DIGITS = /^\d{6}$/;

/**
 * One's own two-factor sign-in: set up an authenticator from a QR code (or its secret typed in), turn it on with a
 * first code, keep the recovery codes shown this once, and turn it off with a current code. `onEnabled` runs once
 * the recovery codes have been kept (the enrolment a role requires then lets the console open).
 */
export function TwoFactorPanel({ onEnabled }: { onEnabled?: () => void }) {
  const { t } = useTranslation();
  const status = useMfaStatus();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useSetupTotp();

  if (codes) {
    return (
      <RecoveryCodesView
        codes={codes}
        onDone={() => {
          setCodes(null);
          setSetup(null);
          onEnabled?.();
        }}
      />
    );
  }
  if (status.isPending) return <Spin />;
  if (status.isError) return <Alert type="error" showIcon title={t('profile.mfaLoadFailed')} />;
  if (status.data.enabled) return <EnabledView status={status.data} />;
  if (setup) {
    return (
      <SetupView
        setup={setup}
        onEnabled={(recoveryCodes) => {
          const user = useSession.getState().user;
          if (user) useSession.setState({ user: { ...user, mfaEnabled: true } });
          setCodes(recoveryCodes);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }
  return (
    <div className="two-factor">
      <Typography.Paragraph>{t('profile.mfaIntro')}</Typography.Paragraph>
      <Space wrap>
        <Tag>{t('profile.mfaOff')}</Tag>
        <Button
          type="primary"
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
        >
          {t('profile.mfaStart')}
        </Button>
      </Space>
    </div>
  );
}

function SetupView({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TotpSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTotp();
  return (
    <div className="two-factor">
      <ol className="two-factor-steps">
        <li>
          <Typography.Paragraph>{t('profile.mfaScan')}</Typography.Paragraph>
          <div className="two-factor-qr">
            {/* antd gives the canvas role img and these aria props */}
            <QRCode value={setup.otpauthUrl} size={176} bordered={false} aria-label={t('profile.mfaQrLabel')} />
          </div>
          <Typography.Paragraph>
            {t('profile.mfaManual')}{' '}
            <span data-testid="totp-secret">
              <Typography.Text code copyable={{ text: setup.secret }}>
                {setup.secret}
              </Typography.Text>
            </span>
          </Typography.Paragraph>
        </li>
        <li>
          <Form<{ code: string }>
            layout="vertical"
            style={{ maxWidth: 320 }}
            onFinish={(v) =>
              enable.mutate({ code: v.code.trim() }, { onSuccess: (data) => onEnabled(data.recoveryCodes) })
            }
          >
            <Form.Item
              name="code"
              label={t('profile.mfaCode')}
              extra={t('profile.mfaCodeHint')}
              rules={[{ required: true, pattern: SIX_DIGITS, message: t('profile.mfaCodeRule') }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={enable.isPending}>
                {t('profile.mfaEnable')}
              </Button>
              <Button onClick={onCancel}>{t('common.cancel')}</Button>
            </Space>
          </Form>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="two-factor">
      <Alert type="success" showIcon title={t('profile.mfaEnabled')} style={{ marginBottom: 16 }} />
      <Alert type="warning" showIcon title={t('profile.mfaRecoveryWarning')} style={{ marginBottom: 16 }} />
      <ol className="two-factor-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Typography.Text copyable={{ text: codes.join('\n') }}>{t('profile.mfaCopyCodes')}</Typography.Text>
        <Button type="primary" onClick={onDone}>
          {t('profile.mfaCodesKept')}
        </Button>
      </Space>
    </div>
  );
}

function EnabledView({ status }: { status: MfaStatus }) {
  const { t } = useTranslation();
  const disable = useDisableTotp();
  const [form] = Form.useForm<{ code: string }>();
  return (
    <div className="two-factor">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'state',
            label: t('profile.mfaState'),
            children: <Tag color="green">{t('profile.mfaOn')}</Tag>,
          },
          {
            key: 'since',
            label: t('profile.mfaSince'),
            children: status.enabledAt ? new Date(status.enabledAt).toLocaleString() : '-',
          },
          { key: 'left', label: t('profile.mfaCodesLeft'), children: status.recoveryCodesLeft },
        ]}
      />
      {status.required ? (
        <Alert type="info" showIcon title={t('profile.mfaRequiredNoOff')} style={{ marginTop: 16 }} />
      ) : (
        <Form<{ code: string }>
          form={form}
          layout="vertical"
          style={{ maxWidth: 320, marginTop: 16 }}
          onFinish={(v) =>
            disable.mutate(
              { code: v.code.trim() },
              {
                onSuccess: () => {
                  form.resetFields();
                  notifySuccess(t('profile.mfaDisabled'));
                },
              },
            )
          }
        >
          <Form.Item
            name="code"
            label={t('profile.mfaDisableCode')}
            rules={[{ required: true, whitespace: true, message: t('profile.mfaDisableCodeRequired') }]}
          >
            <Input autoComplete="one-time-code" maxLength={32} />
          </Form.Item>
          <Button danger htmlType="submit" loading={disable.isPending}>
            {t('profile.mfaDisable')}
          </Button>
        </Form>
      )}
    </div>
  );
}
