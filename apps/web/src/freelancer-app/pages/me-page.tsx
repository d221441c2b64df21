import { UserOutlined } from '@ant-design/icons';
import { maskPhone } from '@console/domain/masking';
import { Avatar, Button, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AgreementLink } from '../../components/agreement-link';
import { useConfirmAction } from '../../lib/confirm-action';
import { type Language, languages, setLanguage } from '../../lib/i18n/i18n';
import { notifySuccess } from '../../lib/notify';
import { useChatSettings, useSaveChatSettings } from '../api/chat-settings';
import { FREELANCER_LOGIN_PATH } from '../api/freelancer-http';
import { signOut } from '../api/sign-out';
import { Fields } from '../components/fields';
import { MobilePage } from '../components/mobile-page';
import { useFreelancerSession } from '../session';

/** The freelancer's own record, the language and signing out. */
export function MePage() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmAction();
  const navigate = useNavigate();
  const me = useFreelancerSession((s) => s.me);
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const chatSettings = useChatSettings();
  const saveChatSettings = useSaveChatSettings();

  const confirmSignOut = () =>
    confirm({
      title: t('freelancer.me.signOut'),
      content: t('freelancer.me.signOutConfirm'),
      okText: t('freelancer.common.confirm'),
      cancelText: t('freelancer.common.cancel'),
      onOk: async () => {
        await signOut();
        notifySuccess(t('freelancer.me.signedOut'));
        navigate(FREELANCER_LOGIN_PATH, { replace: true });
      },
    });

  return (
    <MobilePage title={t('freelancer.me.title')}>
      <section className="m-card m-profile">
        <Avatar size={56} src={me?.wxHead || undefined} icon={<UserOutlined />} alt="" />
        <div>
          <h2 className="m-card-title">{me?.name}</h2>
          <div className="m-meta">{t('freelancer.role')}</div>
        </div>
      </section>
      <section className="m-card">
        <Fields
          rows={[
            [t('freelancer.me.name'), me?.name],
            [t('freelancer.me.phone'), maskPhone(me?.phone)],
            [t('freelancer.me.chatId'), me?.socketId],
          ]}
        />
      </section>
      <section className="m-card m-setting">
        <span id="m-language">{t('freelancer.me.language')}</span>
        <Segmented<Language>
          aria-labelledby="m-language"
          value={language}
          onChange={(value) => setLanguage(value)}
          options={languages.map((lang) => ({
            value: lang,
            label: <span lang={lang === 'en' ? 'en' : 'zh-CN'}>{t(`lang.${lang}`)}</span>,
          }))}
        />
      </section>
      <section className="m-card">
        <div className="m-setting">
          <span id="m-read-receipts">{t('freelancer.me.readReceipts')}</span>
          <Switch
            aria-labelledby="m-read-receipts"
            aria-describedby="m-read-receipts-hint"
            checked={
              saveChatSettings.isPending ? saveChatSettings.variables.readReceipts : chatSettings.data?.readReceipts
            }
            loading={chatSettings.isPending || saveChatSettings.isPending}
            disabled={!chatSettings.data}
            onChange={(readReceipts) => saveChatSettings.mutate({ readReceipts })}
          />
        </div>
        <p className="m-meta" id="m-read-receipts-hint">
          {t('freelancer.me.readReceiptsHint')}
        </p>
      </section>
      <section className="m-card m-agreements" aria-label={t('agreement.links')}>
        <AgreementLink category="A" />
        <AgreementLink category="F" />
        <AgreementLink category="Y" />
      </section>
      <Button block danger size="large" onClick={confirmSignOut} data-testid="m-sign-out">
        {t('freelancer.me.signOut')}
      </Button>
    </MobilePage>
  );
}
