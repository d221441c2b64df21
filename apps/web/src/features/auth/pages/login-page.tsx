import { CloseCircleFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionUser } from '@console/domain/schemas/auth';
import { Button, ConfigProvider } from 'antd';
// Input and Password alone: the Input namespace would also bring TextArea, Search and OTP into the first load.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useThrowToBoundary } from '../../../components/error-boundary';
import { LanguageToggle } from '../../../components/language-toggle';
import { HttpError } from '../../../lib/http/http-error';
import { isChunkError, loadChunk } from '../../../lib/lazy-page';
import type { SignedOutState } from '../../../lib/navigation';
import { useBrand, useDocumentTitle } from '../../../lib/use-brand';
import './login-page.css';
// Static styles of the antd components below (extracted at build time; see vite.config.ts).
import 'virtual:antd-static/Button.css';
import 'virtual:antd-static/Input.css';

/** No runtime style generation on the first screen: its antd styles come from the static CSS above. */
const ZERO_RUNTIME = { zeroRuntime: true };

interface LoginForm {
  username: string;
  password: string;
}

type Field = keyof LoginForm;

/**
 * Two fields do not need antd's Form (its validator, tooltip and scroll code would be a tenth of the first
 * load): required checks on submit and on edit, messages under the fields, focus on the first invalid one.
 */
function validate(values: LoginForm): Partial<Record<Field, 'usernameRequired' | 'passwordRequired'>> {
  return {
    ...(values.username.trim() ? {} : { username: 'usernameRequired' as const }),
    ...(values.password ? {} : { password: 'passwordRequired' as const }),
  };
}

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Signed out by the server (frozen, password reset, forced out, expired): its reason is the first thing shown.
  const signedOut = (useLocation().state as Partial<SignedOutState> | null)?.signedOutBecause;
  const [error, setError] = useState<string | null>(signedOut ?? null);
  const [loading, setLoading] = useState(false);
  const [values, setValues] = useState<LoginForm>({ username: '', password: '' });
  /** set once the password was right and the account asks for a second factor */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const id = useId();
  const invalid = validate(values);
  const shown = (field: Field) => (touched[field] ? invalid[field] : undefined);
  const brand = useBrand();
  const throwToBoundary = useThrowToBoundary();
  useDocumentTitle(t('route.login'));
  // The password field's show/hide label, in the page's language (antd's locales are not loaded here).
  const locale = useMemo(
    () => ({ locale: i18n.language, global: { show: t('login.showPassword'), hide: t('login.hidePassword') } }),
    [t, i18n.language],
  );

  const edit = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((f) => ({ ...f, [field]: true }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    const first = (['username', 'password'] as const).find((f) => invalid[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    void submit(values);
  };

  /** Runs one step of the sign-in; a user answered means signed in. */
  const run = async (step: (api: typeof import('../api/sign-in')) => Promise<SessionUser | null>) => {
    setError(null);
    setLoading(true);
    try {
      // The http client loads on the first sign-in, keeping axios out of the login page's first load.
      const [api, { signOut }] = await Promise.all([
        loadChunk(() => import('../api/sign-in')),
        loadChunk(() => import('../api/sign-out')),
      ]);
      const user = await step(api);
      if (!user) return;
      if (user.ipStatus !== 1) {
        await signOut();
        setMfaToken(null);
        setError(t('login.ipDenied'));
        return;
      }
      // A password an administrator set (new account or reset) is changed first: the console shows only that form.
      const redirect = params.get('redirect');
      navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true });
    } catch (e) {
      if (isChunkError(e)) throwToBoundary(e);
      else {
        const text = e instanceof HttpError ? e.message : t('http.systemError');
        // The second step is over (expired, or too many wrong codes: 401): back to the password.
        if (e instanceof HttpError && e.status === 401) setMfaToken(null);
        setError(text);
      }
    } finally {
      setLoading(false);
    }
  };

  const submit = (values: LoginForm) =>
    run(async ({ signIn }) => {
      const outcome = await signIn(values.username.trim(), values.password);
      if (outcome.mfaToken) {
        setMfaToken(outcome.mfaToken);
        return null;
      }
      return outcome.user ?? null;
    });

  return (
    <ConfigProvider theme={ZERO_RUNTIME} locale={locale}>
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
          <LanguageToggle className="login-lang" />
          <div className="login-card">
            <h2>{mfaToken ? t('login.mfaTitle') : t('login.title')}</h2>
            {error && (
              <div className="login-error" role="alert">
                <CloseCircleFilled aria-hidden />
                <span>{error}</span>
              </div>
            )}
            {mfaToken ? (
              <SecondStep
                loading={loading}
                onSubmit={(code) => run(({ completeSignIn }) => completeSignIn(mfaToken, code))}
                onBack={() => {
                  setMfaToken(null);
                  setError(null);
                }}
              />
            ) : (
              <form className="login-form" onSubmit={onSubmit} noValidate autoComplete="on">
                {(
                  [
                    ['username', t('login.username')],
                    ['password', t('login.password')],
                  ] as const
                ).map(([field, label]) => {
                  const message = shown(field);
                  const props = {
                    id: `${id}-${field}`,
                    size: 'large' as const,
                    value: values[field],
                    status: message ? ('error' as const) : undefined,
                    'aria-invalid': Boolean(message),
                    'aria-describedby': message ? `${id}-${field}-error` : undefined,
                    onChange: (e: { target: { value: string } }) => edit(field, e.target.value),
                  };
                  return (
                    <div key={field} className="login-field">
                      <label htmlFor={props.id}>{label}</label>
                      {field === 'username' ? (
                        <Input {...props} prefix={<UserOutlined />} autoComplete="username" maxLength={64} autoFocus />
                      ) : (
                        <Password
                          {...props}
                          prefix={<LockOutlined />}
                          autoComplete="current-password"
                          maxLength={128}
                        />
                      )}
                      <div className="login-field-error" id={`${id}-${field}-error`} aria-live="polite">
                        {message ? t(`login.${message}`) : null}
                      </div>
                    </div>
                  );
                })}
                <Button type="primary" htmlType="submit" size="large" block loading={loading}>
                  {loading ? t('login.submitting') : t('login.submit')}
                </Button>
              </form>
            )}
          </div>
          <p className="login-footer">
            © {new Date().getFullYear()} {brand}
          </p>
        </div>
      </div>
    </ConfigProvider>
  );
}

/**
 * The second step of a sign-in with two-factor on: the authenticator's 6-digit code, or one of the recovery
 * codes kept when it was turned on.
 */
function SecondStep({
  loading,
  onSubmit,
  onBack,
}: {
  loading: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = recovery ? code.trim().length >= 10 : /^\d{6}$/.test(code.trim());
  const message = touched && !valid ? (recovery ? t('login.recoveryRequired') : t('login.otpRequired')) : null;
  const field = `${id}-code`;
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!valid) {
          document.getElementById(field)?.focus();
          return;
        }
        onSubmit(code.trim());
      }}
    >
      <p className="login-hint">{recovery ? t('login.recoveryHint') : t('login.otpHint')}</p>
      <div className="login-field">
        <label htmlFor={field}>{recovery ? t('login.recovery') : t('login.otp')}</label>
        <Input
          key={recovery ? 'recovery' : 'otp'}
          id={field}
          size="large"
          value={code}
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 32 : 6}
          prefix={<LockOutlined />}
          status={message ? 'error' : undefined}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${field}-error` : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setTouched(true);
          }}
        />
        <div className="login-field-error" id={`${field}-error`} aria-live="polite">
          {message}
        </div>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {loading ? t('login.verifying') : t('login.verify')}
      </Button>
      <div className="login-second-links">
        <Button
          type="link"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setTouched(false);
          }}
        >
          {recovery ? t('login.useOtp') : t('login.useRecovery')}
        </Button>
        <Button type="link" onClick={onBack}>
          {t('login.back')}
        </Button>
      </div>
    </form>
  );
}
