import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { queryKeys } from '../../lib/query-keys';
import { loginPathFor } from '../api/freelancer-http';
import { getMe } from '../api/sign-in';
import { liveToken, useFreelancerSession } from '../session';

/** The freelancer's pages need their own session: without one (or expired) they go to /m/login and come back. */
export function SignedIn() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useFreelancerSession((s) => s.token);
  const me = useFreelancerSession((s) => s.me);
  const live = token !== null && liveToken() !== null;
  // A session saved before /me carried the chat id reads the record again.
  const needsMe = live && !me?.socketId;
  const fetched = useQuery({ queryKey: queryKeys.freelancer.me, queryFn: getMe, enabled: needsMe });
  useEffect(() => {
    if (fetched.data) useFreelancerSession.setState({ me: fetched.data });
  }, [fetched.data]);
  if (!live) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (needsMe && fetched.isError) {
    return (
      <Result
        status="error"
        title={t('freelancer.common.loadFailed')}
        extra={<Button onClick={() => fetched.refetch()}>{t('freelancer.common.retry')}</Button>}
      />
    );
  }
  if (needsMe) return <PageLoading />;
  return <Outlet />;
}
