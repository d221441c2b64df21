import { CONTRACT_STATUS } from '@console/domain/schemas/onboarding';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-brand';
import { useContract } from '../api/contract';
import { PublicShell } from '../components/public-shell';
import { liveApplicantToken, useApplicantSession } from '../session';

/** /signSuccess: the agreement is signed; how to sign in to the console (a public page, also without a session). */
export function SignSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useApplicantSession((s) => s.phone);
  const contract = useContract(liveApplicantToken() !== null);
  useDocumentTitle(t('route.signSuccess'));
  const signed = contract.data?.status === CONTRACT_STATUS.signed ? contract.data : null;

  return (
    <PublicShell narrow>
      <div className="onb-card">
        <Result
          status="success"
          title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('onboarding.success.title')}</h1>}
          subTitle={
            <>
              <p>{phone ? t('onboarding.success.text', { phone }) : t('onboarding.success.textNoPhone')}</p>
              <p>{t('onboarding.success.howTo')}</p>
            </>
          }
          extra={[
            <Button key="login" type="primary" onClick={() => navigate('/login')} data-testid="onb-to-login">
              {t('onboarding.success.toLogin')}
            </Button>,
            signed?.pdfUrl ? (
              <a key="pdf" href={signed.pdfUrl} target="_blank" rel="noreferrer">
                {t('onboarding.success.pdf')}
              </a>
            ) : null,
          ]}
        />
      </div>
    </PublicShell>
  );
}
