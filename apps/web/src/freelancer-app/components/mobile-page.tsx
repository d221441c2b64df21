import { LeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/use-brand';

interface MobilePageProps {
  title: string;
  /** a line under the title (the chat: the other party writing) */
  subtitle?: ReactNode;
  /** where the back arrow goes when there is no history inside the app (a deep link opened cold) */
  back?: string;
  extra?: ReactNode;
  /** 'tabs' keeps room for the bottom tab bar; 'fill' (the chat) fills the screen below the header itself */
  layout?: 'tabs' | 'fill';
  children: ReactNode;
}

/** A page of the freelancer app: its sticky header (back arrow, title, an action) and its content. */
export function MobilePage({ title, subtitle, back, extra, layout = 'tabs', children }: MobilePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(title);
  const goBack = () => {
    // history.state.idx is React Router's position in this app's history: 0 means nothing to go back to.
    if (back && (window.history.state?.idx ?? 0) === 0) navigate(back, { replace: true });
    else navigate(-1);
  };
  return (
    <>
      <header className="m-header">
        <div className="m-header-side">
          {back && (
            <Button
              type="text"
              size="large"
              icon={<LeftOutlined />}
              aria-label={t('freelancer.common.back')}
              title={t('freelancer.common.back')}
              onClick={goBack}
            />
          )}
        </div>
        {subtitle ? (
          <div className="m-header-title">
            <h1>{title}</h1>
            {subtitle}
          </div>
        ) : (
          <h1>{title}</h1>
        )}
        <div className="m-header-side end">{extra}</div>
      </header>
      <main className={layout === 'fill' ? 'm-main fill' : 'm-main'}>{children}</main>
    </>
  );
}
