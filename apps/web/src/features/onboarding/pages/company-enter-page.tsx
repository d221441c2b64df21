import { MobileOutlined } from '@ant-design/icons';
import { isMobilePhone } from '@console/domain/validators';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AgreementConsent } from '../../../components/agreement-link';
import { HttpError } from '../../../lib/http/http-error';
import { useDocumentTitle } from '../../../lib/use-brand';
import { sendCode } from '../api/send-code';
import { signIn, signOut } from '../api/sign-in';
import { CodeField } from '../components/code-field';
import { OnboardingSteps } from '../components/onboarding-steps';
import { PublicShell } from '../components/public-shell';
import { nextPath, STATE_PATH } from '../paths';
import { liveApplicantToken, useApplicantSession } from '../session';

interface EnterForm {
  phone: string;
  code: string;
}

/** /companyEnter: a company starts or resumes its application with a mobile number and a one-time code. */
export function CompanyEnterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<EnterForm>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const phone = useApplicantSession((s) => s.phone);
  const live = useApplicantSession((s) => (s.token && s.expiresAt > Date.now() ? s.token : null));
  useDocumentTitle(t('route.companyEnter'));

  const send = async () => {
    const values = await form.validateFields(['phone']).catch(() => null);
    if (!values) return undefined;
    return sendCode(values.phone.trim());
  };

  const submit = async (values: EnterForm) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const view = await signIn(values.phone.trim(), values.code.trim());
      navigate(nextPath(view));
    } catch (e) {
      setError(e instanceof HttpError ? e.message : t('http.systemError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicShell narrow>
      <div className="onb-card">
        <h1>{t('onboarding.enter.title')}</h1>
        <p className="onb-subtitle">{t('onboarding.enter.subtitle')}</p>
        <OnboardingSteps current={0} />
        {live && liveApplicantToken() ? (
          <Alert
            type="info"
            showIcon
            title={t('onboarding.enter.resumeTitle')}
            description={t('onboarding.enter.resumeText', { phone })}
            action={
              <div className="onb-actions">
                <Button type="primary" size="small" onClick={() => navigate(STATE_PATH)}>
                  {t('onboarding.enter.resume')}
                </Button>
                <Button size="small" onClick={() => void signOut()}>
                  {t('onboarding.enter.otherPhone')}
                </Button>
              </div>
            }
          />
        ) : (
          <Form<EnterForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            initialValues={{ phone: phone ?? '' }}
          >
            {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
            <Form.Item
              name="phone"
              label={t('onboarding.enter.phone')}
              validateTrigger="onBlur"
              rules={[
                { required: true, whitespace: true, message: t('onboarding.enter.phoneRequired') },
                {
                  validator: async (_, value: string | undefined) => {
                    if (value?.trim() && !isMobilePhone(value.trim()))
                      throw new Error(t('onboarding.enter.phoneInvalid'));
                  },
                },
              ]}
            >
              <Input
                size="large"
                prefix={<MobileOutlined aria-hidden />}
                inputMode="tel"
                maxLength={11}
                autoComplete="tel"
              />
            </Form.Item>
            <CodeField
              label={t('onboarding.enter.code')}
              send={send}
              large
              testId="onb-send-code"
              demoTestId="onb-demo-code"
            />
            <Button type="primary" htmlType="submit" size="large" block loading={busy}>
              {t('onboarding.enter.submit')}
            </Button>
            <AgreementConsent />
          </Form>
        )}
        <p className="onb-footer-link">
          {t('onboarding.enter.haveAccount')} <Link to="/login">{t('onboarding.enter.toLogin')}</Link>
        </p>
      </div>
    </PublicShell>
  );
}
