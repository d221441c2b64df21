import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../lib/i18n/i18n';

/** The sign-in pages' language switch: it offers the other language, named in that language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const other: Language = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <Button
      type="text"
      className={className}
      icon={<GlobalOutlined />}
      title={t('nav.language')}
      onClick={() => setLanguage(other)}
    >
      {/* the name is the visible text, read in its own language */}
      <span lang={other === 'en' ? 'en' : 'zh-CN'}>{other === 'en' ? t('lang.en') : t('lang.zh')}</span>
    </Button>
  );
}
