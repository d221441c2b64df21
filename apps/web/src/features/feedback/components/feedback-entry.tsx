import { HistoryOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Tooltip } from 'antd';
import { Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { lazyPage } from '../../../lib/lazy-page';
import { useSettings } from '../../../lib/settings';
import { useDrawerWidth } from '../../../lib/use-narrow';
import { useUnread } from '../api/get-unread';
import '../i18n';
import { FEEDBACK_DRAWER_WIDTH } from './feedback-drawer-width';
import { FeedbackHistoryDrawer } from './feedback-history-drawer';
import { SuccessDialog } from './success-dialog';
import './feedback.css';

// The form (selects, picture upload) loads when the drawer first opens, not with every page.
const FeedbackForm = lazyPage(() => import('./feedback-form').then((m) => m.FeedbackForm));

/**
 * The problem-feedback entry of the top bar (or floating on the left edge, per the question-button setting),
 * with a dot while a reply is unread; it opens the 520 px drawer with the form and the history.
 */
export function FeedbackEntry() {
  const { t } = useTranslation();
  const width = useDrawerWidth(FEEDBACK_DRAWER_WIDTH);
  const position = useSettings((s) => s.questionPosition);
  const unread = useUnread().data?.unread ?? false;
  const [open, setOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [success, setSuccess] = useState(false);
  const closeSuccess = useCallback(() => setSuccess(false), []);

  const button = (
    <Tooltip title={unread ? t('feedback.unreadHint') : t('feedback.entry')}>
      <Badge dot={unread} offset={[-6, 6]} data-testid="feedback-unread" data-unread={unread ? 'true' : 'false'}>
        <Button
          type={position === 'left' ? 'primary' : 'text'}
          shape={position === 'left' ? 'circle' : undefined}
          aria-label={t('feedback.entry')}
          icon={<QuestionCircleOutlined />}
          className={position === 'left' ? 'feedback-entry-float' : 'feedback-entry'}
          data-testid="feedback-entry"
          onClick={() => setOpen(true)}
        />
      </Badge>
    </Tooltip>
  );

  return (
    <>
      {position === 'left' ? createPortal(<div className="feedback-entry-left">{button}</div>, document.body) : button}
      <Drawer
        title={t('feedback.drawerTitle')}
        open={open}
        onClose={() => setOpen(false)}
        size={width}
        className="feedback-drawer"
        extra={
          <Badge dot={unread}>
            <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)} data-testid="feedback-history">
              {t('feedback.history')}
            </Button>
          </Badge>
        }
      >
        <Suspense fallback={<PageLoading />}>
          <FeedbackForm
            onSubmitted={() => {
              setOpen(false);
              setSuccess(true);
            }}
          />
        </Suspense>
        <FeedbackHistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} />
      </Drawer>
      <SuccessDialog open={success} onClose={closeSuccess} />
    </>
  );
}
