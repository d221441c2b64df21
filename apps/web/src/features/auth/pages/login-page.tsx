import { GlobalOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../../lib/http/client';
import { type Language, setLanguage } from '../../../lib/i18n/i18n';
import { signIn } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { useBrand } from '../components/use-brand';
import './login-page.css';

interface LoginForm {
  username: string;
  password: string;
}

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const brand = useBrand();

  const submit = async (values: LoginForm) => {
    setError(null);
    setLoading(true);
    try {
      const user = await signIn(values.username.trim(), values.password);
      if (user.ipStatus !== 1) {
        await signOut();
        setError(t('login.ipDenied'));
        return;
      }
      const redirect = params.get('redirect');
      navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true });
    } catch (e) {
      setError(e instanceof HttpError ? e.message : t('http.systemError'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="login">
      <div className="login-brand">
        <div className="login-brand-inner">
          <div className="login-logo" aria-hidden>
            {brand.slice(0, 1)}
          </div>
          <p className="login-welcome">{t('login.welcome')}</p>
          <h1 className="login-title">{brand}</h1>
          <p className="login-slogan">{t('login.slogan')}</p>
        </div>
      </div>
      <div className="login-panel">
        <Dropdown
          menu={{
            selectedKeys: [i18n.language],
            items: [
              { key: 'zh', label: t('lang.zh') },
              { key: 'en', label: t('lang.en') },
            ],
            onClick: ({ key }) => setLanguage(key as Language),
          }}
        >
          <Button type="text" className="login-lang" icon={<GlobalOutlined />} aria-label={t('nav.language')}>
            {i18n.language === 'en' ? t('lang.en') : t('lang.zh')}
          </Button>
        </Dropdown>
        <div className="login-card">
          <h2>{t('login.title')}</h2>
          {error && <Alert className="login-error" type="error" showIcon title={error} role="alert" />}
          <Form<LoginForm> layout="vertical" size="large" onFinish={submit} requiredMark={false} autoComplete="on">
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" maxLength={64} autoFocus />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={loading}>
              {loading ? t('login.submitting') : t('login.submit')}
            </Button>
          </Form>
        </div>
        <p className="login-footer">
          © {new Date().getFullYear()} {brand}
        </p>
      </div>
    </div>
  );
}
