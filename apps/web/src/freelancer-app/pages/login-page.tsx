import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { isMobilePhone } from '@console/domain/validators';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AgreementConsent } from '../../components/agreement-link';
import { LanguageToggle } from '../../components/language-toggle';
import { HttpError } from '../../lib/http/http-error';
import { useBrand, useDocumentTitle } from '../../lib/use-brand';
import { signIn } from '../api/sign-in';
import { liveToken } from '../session';

interface SignInForm {
  phone: string;
  password: string;
}

/** Where to go after signing in: the page that asked for it, when it is one of ours. */
export function afterSignIn(redirect: string | null): string {
  return redirect?.startsWith('/m/') && !redirect.startsWith('/m/login') ? redirect : '/m';
}

/** Phone and password sign-in of the freelancer page; the server's refusals (wrong password, lockout) in words. */
export function FreelancerLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const brand = useBrand();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('freelancer.login.title'));

  if (liveToken()) return <Navigate to={afterSignIn(params.get('redirect'))} replace />;

  const submit = async (values: SignInForm) => {
    // A second click while the first sign-in is under way does nothing.
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await signIn(values.phone.trim(), values.password);
      navigate(afterSignIn(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(e instanceof HttpError ? e.message : t('http.systemError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="m-login">
      <LanguageToggle className="m-login-lang" />
      <div className="m-login-brand">
        <div className="m-login-logo" aria-hidden>
          {brand.slice(0, 1)}
        </div>
        <p>{brand}</p>
      </div>
      <main className="m-login-card">
        <h1>{t('freelancer.login.title')}</h1>
        <p className="m-login-subtitle">{t('freelancer.login.subtitle')}</p>
        {error && <Alert type="error" showIcon title={error} role="alert" className="m-login-error" />}
        <Form<SignInForm> layout="vertical" requiredMark={false} onFinish={submit} disabled={false}>
          <Form.Item
            name="phone"
            label={t('freelancer.login.phone')}
            validateTrigger="onBlur"
            rules={[
              { required: true, whitespace: true, message: t('freelancer.login.phoneRequired') },
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || isMobilePhone(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('freelancer.login.phoneInvalid'))),
              },
            ]}
          >
            <Input
              size="large"
              prefix={<MobileOutlined aria-hidden />}
              inputMode="tel"
              autoComplete="username"
              maxLength={11}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('freelancer.login.password')}
            rules={[{ required: true, message: t('freelancer.login.passwordRequired') }]}
          >
            <Input.Password
              size="large"
              prefix={<LockOutlined aria-hidden />}
              autoComplete="current-password"
              maxLength={128}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {busy ? t('freelancer.login.submitting') : t('freelancer.login.submit')}
          </Button>
          <AgreementConsent />
        </Form>
      </main>
    </div>
  );
}
