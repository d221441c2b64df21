import { QuestionCircleOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../lib/lazy-part';
import { useSettings } from '../../../lib/settings';
import { useUnread } from '../api/get-unread';
import '../i18n';
import './feedback.css';

// The drawer (its form, the history) and the success dialog load when first opened, not with every page.
const FeedbackDrawer = lazyPart(
  () => import('./feedback-drawer').then((m) => m.FeedbackDrawer),
  (p) => p.open,
);
const SuccessDialog = lazyPart(
  () => import('./success-dialog').then((m) => m.SuccessDialog),
  (p) => p.open,
);

/**
 * The problem-feedback entry of the top bar (or floating on the left edge, per the question-button setting),
 * with a dot while a reply is unread; it opens the 520 px drawer with the form and the history.
 */
export function FeedbackEntry() {
  const { t } = useTranslation();
  const position = useSettings((s) => s.questionPosition);
  const unread = useUnread().data?.unread ?? false;
  const [open, setOpen] = useState(false);
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
          onPointerEnter={FeedbackDrawer.preload}
        />
      </Badge>
    </Tooltip>
  );

  return (
    <>
      {position === 'left' ? createPortal(<div className="feedback-entry-left">{button}</div>, document.body) : button}
      <FeedbackDrawer
        open={open}
        unread={unread}
        onClose={() => setOpen(false)}
        onSubmitted={() => {
          setOpen(false);
          setSuccess(true);
        }}
      />
      <SuccessDialog open={success} onClose={closeSuccess} />
    </>
  );
}
