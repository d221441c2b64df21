import { HistoryOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { lazyPage } from '../../../lib/lazy-page';
import { useDrawerWidth } from '../../../lib/use-narrow';
import '../i18n';
import { FEEDBACK_DRAWER_WIDTH } from './feedback-drawer-width';
import { FeedbackHistoryDrawer } from './feedback-history-drawer';

// The form (selects, picture upload) loads when the drawer first opens.
const FeedbackForm = lazyPage(() => import('./feedback-form').then((m) => m.FeedbackForm));

/** The 520 px drawer of the feedback entry: the form, and the history behind its button. */
export function FeedbackDrawer({
  open,
  unread,
  onClose,
  onSubmitted,
}: {
  open: boolean;
  unread: boolean;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const width = useDrawerWidth(FEEDBACK_DRAWER_WIDTH);
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <Drawer
      title={t('feedback.drawerTitle')}
      open={open}
      onClose={onClose}
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
        <FeedbackForm onSubmitted={onSubmitted} />
      </Suspense>
      <FeedbackHistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Drawer>
  );
}
