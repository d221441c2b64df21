import { ONBOARDING_STATUS } from '@console/domain/enums';
import type { ApplicationView } from '@console/domain/schemas/onboarding';
import { Button, Descriptions, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/use-brand';
import { useContract } from '../api/contract';
import { useApplication } from '../api/get-application';
import { signOut } from '../api/sign-in';
import { OnboardingSteps } from '../components/onboarding-steps';
import { PublicShell } from '../components/public-shell';
import { SignAgreement } from '../components/sign-agreement';
import { ENTER_PATH, PERFECT_PATH, SIGN_SUCCESS_PATH } from '../paths';
import { liveApplicantToken } from '../session';

/** Which step the application is at, for the steps bar. */
function stepOf(view: ApplicationView): number {
  if (view.status === ONBOARDING_STATUS.toSubmit || view.status === ONBOARDING_STATUS.rejected) return 1;
  if (view.status === ONBOARDING_STATUS.pendingReview || view.status === ONBOARDING_STATUS.providerApplication)
    return 2;
  return view.contractStatus === '0' ? 3 : 5;
}

/** /companyEnter/accessState: the application's state, what it means and what to do next. */
export function AccessStatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = liveApplicantToken();
  const { data: view, isLoading, refetch, isFetching } = useApplication(token !== null);
  const signable = view?.status === '1' && view.contractStatus === '0';
  const contract = useContract(token !== null && signable);
  const [signing, setSigning] = useState(false);
  useDocumentTitle(t('route.companyAccessState'));

  if (!token) return <Navigate to={ENTER_PATH} replace />;
  if (isLoading || !view) return <PageLoading />;

  const leave = async () => {
    await signOut();
    navigate(ENTER_PATH, { replace: true });
  };
  const refresh = (
    <Button key="refresh" onClick={() => void refetch()} loading={isFetching}>
      {t('onboarding.state.refresh')}
    </Button>
  );

  let result: React.ReactNode;
  if (view.status === '0') {
    result = (
      <Result
        status="info"
        title={t('onboarding.state.draftTitle')}
        subTitle={t('onboarding.state.draftText')}
        extra={
          <Button type="primary" onClick={() => navigate(PERFECT_PATH)}>
            {t('onboarding.state.continueFill')}
          </Button>
        }
      />
    );
  } else if (view.status === '2' || view.status === '4') {
    result = (
      <Result
        status="info"
        title={view.status === '4' ? t('onboarding.state.providerTitle') : t('onboarding.state.pendingTitle')}
        subTitle={t('onboarding.state.pendingText', {
          time: view.submittedAt ? dayjs(view.submittedAt).format('YYYY-MM-DD HH:mm') : '-',
        })}
        extra={refresh}
      />
    );
  } else if (view.status === '3') {
    result = (
      <Result
        status="error"
        title={t('onboarding.state.rejectedTitle')}
        subTitle={
          <span data-testid="onb-state-reason">
            {t('onboarding.state.rejectedText', { reason: view.reviewReason ?? '' })}
          </span>
        }
        extra={
          <Button type="primary" onClick={() => navigate(PERFECT_PATH)} data-testid="onb-edit">
            {t('onboarding.state.edit')}
          </Button>
        }
      />
    );
  } else if (signable && signing) {
    result = contract.data ? (
      <SignAgreement
        contract={contract.data}
        legalPerson={view.legalPerson ?? ''}
        onSigned={() => navigate(SIGN_SUCCESS_PATH)}
        onCancel={() => setSigning(false)}
      />
    ) : (
      <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
    );
  } else if (signable) {
    result = (
      <Result
        status="success"
        title={t('onboarding.state.approvedTitle')}
        subTitle={t('onboarding.state.approvedText', { grade: view.creditGrade ?? '-' })}
        extra={
          <Button type="primary" onClick={() => setSigning(true)} data-testid="onb-to-sign">
            {t('onboarding.state.sign')}
          </Button>
        }
      />
    );
  } else if (view.contractStatus === '2') {
    result = (
      <Result
        status="warning"
        title={t('onboarding.state.terminatedTitle')}
        subTitle={t('onboarding.state.terminatedText')}
      />
    );
  } else {
    result = (
      <Result
        status="success"
        title={t('onboarding.state.signedTitle')}
        subTitle={t('onboarding.state.signedText', { phone: view.phone })}
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            {t('onboarding.state.toLogin')}
          </Button>
        }
      />
    );
  }

  return (
    <PublicShell>
      <div className="onb-card">
        <h1>{t('onboarding.state.title')}</h1>
        <OnboardingSteps current={stepOf(view)} error={view.status === '3'} />
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'phone', label: t('onboarding.enter.phone'), children: view.phone },
            { key: 'company', label: t('onboarding.form.companyName'), children: view.companyName ?? '-' },
          ]}
        />
        <div data-testid="onb-state" data-status={view.status}>
          {result}
        </div>
        <p className="onb-footer-link">
          <Button type="link" onClick={() => void leave()}>
            {t('onboarding.state.signOut')}
          </Button>
        </p>
      </div>
    </PublicShell>
  );
}
