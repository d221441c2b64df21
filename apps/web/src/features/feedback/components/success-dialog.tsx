import { CheckCircleFilled } from '@ant-design/icons';
import { FEEDBACK_SUCCESS_DIALOG_MS } from '@console/domain/feedback-rules';
import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec: after a submission a success dialog shows and closes itself after 3 seconds. */
export function SuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, FEEDBACK_SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={360} centered className="feedback-success">
      <div className="feedback-success-body" role="status">
        <CheckCircleFilled className="feedback-success-icon" />
        <div className="feedback-success-title">{t('feedback.successTitle')}</div>
        <div className="feedback-success-text">{t('feedback.successText')}</div>
      </div>
    </Modal>
  );
}
