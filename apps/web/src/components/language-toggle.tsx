import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../lib/i18n/i18n';

/**
 * A globe drawn with a circle and three arcs, in antd's icon box: the sign-in pages' first load carried antd's
 * GlobalOutlined, whose outline alone is 1.8 KB gzip.
 */
function Globe() {
  return (
    <span className="anticon">
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9.2" />
        <path d="M2.8 12h18.4M12 2.8c2.6 2.5 3.9 5.6 3.9 9.2s-1.3 6.7-3.9 9.2c-2.6-2.5-3.9-5.6-3.9-9.2s1.3-6.7 3.9-9.2Z" />
      </svg>
    </span>
  );
}

/** The sign-in pages' language switch: it offers the other language, named in that language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const other: Language = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <Button
      type="text"
      className={className}
      icon={<Globe />}
      title={t('nav.language')}
      onClick={() => setLanguage(other)}
    >
      {/* the name is the visible text, read in its own language */}
      <span lang={other === 'en' ? 'en' : 'zh-CN'}>{other === 'en' ? t('lang.en') : t('lang.zh')}</span>
    </Button>
  );
}
