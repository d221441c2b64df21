import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown for a menu page whose screen is not built yet: a proper page, never a crash. */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('notAvailable.title')}
      subTitle={t('notAvailable.text', { title })}
      extra={
        <Link to="/">
          <Button>{t('notAvailable.back')}</Button>
        </Link>
      }
    />
  );
}
