import type { AgreementCategory, AgreementText } from '@console/domain/schemas/article';
import { Alert, Button, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../lib/config';
import { ArticleHtml } from './article-html';
import './agreement-i18n';
import './agreement-link.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; text: AgreementText };

/**
 * GET /interface/public/agreement/:category with plain fetch: the public pages (onboarding, the freelancer page)
 * each have their own session and http client, and this call needs none of them.
 */
async function fetchAgreement(category: AgreementCategory, language: string): Promise<AgreementText> {
  const res = await fetch(`${appConfig.apiBase}public/agreement/${category}`, {
    headers: { Accept: 'application/json', 'Accept-Language': language },
  });
  const body = (await res.json().catch(() => null)) as { code?: unknown; msg?: string; data?: AgreementText } | null;
  if (!res.ok || String(body?.code) !== '200' || !body?.data) throw new Error(body?.msg ?? String(res.status));
  return body.data;
}

/** An agreement's name as a link; the text opens in a dialog, loaded when it opens (the newest published one). */
export function AgreementLink({ category }: { category: AgreementCategory }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const language = i18n.language === 'en' ? 'en' : 'zh';

  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    fetchAgreement(category, language).then(
      (text) => setLoaded({ state: 'done', text }),
      (e: unknown) => setLoaded({ state: 'failed', message: e instanceof Error ? e.message : '' }),
    );
  }, [category, language]);

  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const name = t(`agreement.${category}`);
  return (
    <>
      <Button
        type="link"
        size="small"
        className="agreement-link"
        onClick={() => setOpen(true)}
        data-testid={`agreement-link-${category}`}
      >
        {t('agreement.name', { name })}
      </Button>
      <Modal
        open={open}
        title={loaded.state === 'done' ? loaded.text.title : name}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            {t('agreement.close')}
          </Button>
        }
        width={720}
        destroyOnHidden
        data-testid={`agreement-dialog-${category}`}
      >
        {loaded.state === 'loading' && (
          <div className="agreement-loading">
            <Spin aria-label={t('agreement.loading')} />
          </div>
        )}
        {loaded.state === 'failed' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('agreement.failed')}
            description={loaded.message}
            action={
              <Button size="small" onClick={load}>
                {t('agreement.retry')}
              </Button>
            }
          />
        )}
        {loaded.state === 'done' && (
          <>
            {loaded.text.publishedAt && (
              <p className="agreement-meta">
                {t('agreement.publishedAt', { date: dayjs(loaded.text.publishedAt).format('YYYY-MM-DD') })}
              </p>
            )}
            <ArticleHtml html={loaded.text.content} />
          </>
        )}
      </Modal>
    </>
  );
}

/** 「继续即表示您已阅读并同意《平台服务协议》和《隐私协议》」: the two agreements one accepts by going on. */
export function AgreementConsent() {
  const { t } = useTranslation();
  return (
    <p className="agreement-consent">
      {t('agreement.consent')}
      <AgreementLink category="F" />
      {t('agreement.and')}
      <AgreementLink category="Y" />
    </p>
  );
}
