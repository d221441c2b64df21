import { USER_TYPE } from '@console/domain/enums';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { StepUpDialog } from '../components/step-up-dialog';
import { signOut } from '../features/auth/api/sign-out';
import { FeedbackEntry } from '../features/feedback/components/feedback-entry';
import { AppLayout } from '../layout/app-layout';
import { useAppLocale } from '../lib/antd-locale';
import { lazyPage } from '../lib/lazy-page';
import { prepareMessages } from '../lib/notify';
import { useAfterFirstPage } from '../lib/page-shown';
import { usePermission } from '../lib/permissions';
import { queryClient } from '../lib/query-client';
import { PageComponentsContext } from '../lib/routes/page-components';
import { useSession } from '../lib/session';
import { pageComponent } from './page-registry';

// The route guard starts the page's code with this chunk's, in parallel with the menu (page-registry.ts).
export { prefetchPage } from './page-registry';

// The chat (enterprise users with a socketId) and the staff bell load with the first signed-in page that needs them.
const ConsoleChat = lazyPage(() => import('../features/chat/components/console-chat').then((m) => m.ConsoleChat));
const NoticeBell = lazyPage(() => import('../features/notices/components/notice-bell').then((m) => m.NoticeBell));
const NoticeToasts = lazyPage(() => import('../features/notices/components/notice-toasts').then((m) => m.NoticeToasts));
// The one-time password's change (a form) loads only for those it stops.
const PasswordFirstPage = lazyPage(() =>
  import('../features/profile/pages/password-first-page').then((m) => m.PasswordFirstPage),
);
// The two-factor enrolment a role requires (its QR code library too) loads only for those it stops.
const MfaFirstPage = lazyPage(() => import('../features/profile/pages/mfa-first-page').then((m) => m.MfaFirstPage));
// The softphone (permission telManage:online) loads only for those who hold it.
const SoftphoneControl = lazyPage(() =>
  import('../features/softphone/components/softphone-control').then((m) => m.SoftphoneControl),
);

/** A part that can fail alone (its chunk, its socket) without taking the page with it. */
function Optional({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary floating>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * The chat, the notices and the softphone (code and sockets) load once the page the user opened is drawn, and
 * antd's message code with them (a message asked for earlier loads it at once: lib/notify.ts). A component of its
 * own: the console re-rendered whole, layout and page, when the page said it was drawn.
 */
function AfterFirstPage({ children }: { children: React.ReactNode }) {
  const ready = useAfterFirstPage();
  useEffect(() => {
    if (ready) prepareMessages();
  }, [ready]);
  return ready ? children : null;
}

/** The signed-in console: its query cache and the layout, loaded as one chunk after the login page. */
export function SignedInApp() {
  const locale = useAppLocale();
  const user = useSession((s) => s.user);
  // The navbar message area is hidden for enterprise users (02); chat is theirs, with a socketId (both readings of
  // the spec stand: docs/spec-decisions.md).
  const staff = user?.userType === USER_TYPE.system;
  const chat = user?.userType === USER_TYPE.enterprise && Boolean(user.socketId);
  // Enterprise users without chat: their notices pop up live and are listed in the personal centre.
  const noticeToasts = user?.userType === USER_TYPE.enterprise && !user.socketId;
  const softphone = usePermission()({ all: ['telManage:online'] });
  // One gate at a time, as the server opens them: the one-time password first, then a role's required enrolment.
  if (user?.mustChangePassword || user?.mfaEnrolmentRequired) {
    return (
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={locale}>
          <App>
            <Suspense fallback={null}>
              {user?.mustChangePassword ? (
                <PasswordFirstPage onSignOut={signOut} />
              ) : (
                <MfaFirstPage onSignOut={signOut} />
              )}
            </Suspense>
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <PageComponentsContext.Provider value={pageComponent}>
        <ConfigProvider locale={locale}>
          <App>
            <AppLayout
              actions={
                <>
                  {staff ? (
                    <Optional>
                      <NoticeBell />
                    </Optional>
                  ) : null}
                  <FeedbackEntry />
                </>
              }
              onSignOut={signOut}
            >
              {/* Asked by the http client when a sensitive action wants a fresh proof. */}
              <StepUpDialog />
              <AfterFirstPage>
                {chat && (
                  <Optional>
                    <ConsoleChat />
                  </Optional>
                )}
                {noticeToasts && (
                  <Optional>
                    <NoticeToasts />
                  </Optional>
                )}
                {softphone && (
                  <Optional>
                    <SoftphoneControl />
                  </Optional>
                )}
              </AfterFirstPage>
            </AppLayout>
          </App>
        </ConfigProvider>
      </PageComponentsContext.Provider>
    </QueryClientProvider>
  );
}
