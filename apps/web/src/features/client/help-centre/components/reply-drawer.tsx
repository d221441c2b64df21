import { FEEDBACK_PENDING, feedbackStatus, feedbackType, labelOf } from '@console/domain/enums';
import { maskName } from '@console/domain/masking';
import { FEEDBACK_REPLY_MAX, type FeedbackRow, REPLY_STATUSES } from '@console/domain/schemas/feedback';
import { Button, Descriptions, Drawer, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../../../lib/form/submission';
import { useUnsavedGuard } from '../../../../lib/form/unsaved-guard';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useOnChange } from '../../../../lib/use-on-change';
import { useReplyFeedback } from '../api/reply-feedback';
import { FeedbackImages } from './feedback-images';

interface Values {
  status: '1' | '2' | '3' | '4';
  resultOut: string;
}

/** Staff reply: the feedback as sent, then the status (1-4) and the reply the user will see. */
export function ReplyDrawer({ row, onClose }: { row: FeedbackRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const width = useDrawerWidth();
  const [form] = Form.useForm<Values>();
  const reply = useReplyFeedback();
  const submission = useSubmission(row !== null);
  const guard = useUnsavedGuard(row !== null);

  // Filled for each feedback opened, not again when a kept-alive tab shows it with a reply typed.
  useOnChange(row, (opened) => {
    if (!opened) return;
    form.resetFields();
    form.setFieldsValue({
      status: opened.status === FEEDBACK_PENDING ? undefined : (opened.status as Values['status']),
      resultOut: opened.resultOut ?? '',
    });
  });

  const submit = async (values: Values) => {
    if (!row) return;
    const body = { status: values.status, resultOut: values.resultOut.trim() };
    const done = await submission.run((request) => reply.mutateAsync({ id: row.id, body, request }));
    if (done === undefined) return;
    notifySuccess(t('helpCentre.replied'));
    onClose();
  };

  return (
    <Drawer
      title={t('helpCentre.replyTitle')}
      open={row !== null}
      onClose={() => guard.confirmClose(onClose)}
      size={width}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => guard.confirmClose(onClose)}>{t('helpCentre.cancel')}</Button>
          <Button type="primary" loading={submission.busy} onClick={() => form.submit()} data-testid="reply-submit">
            {t('helpCentre.submit')}
          </Button>
        </Space>
      }
    >
      {row && (
        <Descriptions column={1} size="small" bordered style={{ marginBottom: 24 }}>
          <Descriptions.Item label={t('helpCentre.user')}>
            {row.username} ({maskName(row.userName)})
          </Descriptions.Item>
          <Descriptions.Item label={t('helpCentre.enterprise')}>{row.enterpriseName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('helpCentre.feedType')}>
            {labelOf(feedbackType, row.feedType, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('helpCentre.addTime')}>
            {dayjs(row.addTime).format('YYYY-MM-DD HH:mm:ss')}
          </Descriptions.Item>
          <Descriptions.Item label={t('helpCentre.status')}>
            {labelOf(feedbackStatus, row.status, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('helpCentre.feedDesc')}>
            <div style={{ whiteSpace: 'pre-wrap' }}>{row.feedDesc}</div>
          </Descriptions.Item>
          <Descriptions.Item label={t('helpCentre.images')}>
            <FeedbackImages urls={row.urls} size={64} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={guard.markDirty}>
        <Form.Item
          name="status"
          label={t('helpCentre.status')}
          rules={[{ required: true, message: t('helpCentre.statusRequired') }]}
        >
          <Select
            placeholder={t('helpCentre.statusPlaceholder')}
            options={REPLY_STATUSES.map((value) => ({ value, label: feedbackStatus[value][lang] }))}
            data-testid="reply-status"
          />
        </Form.Item>
        <Form.Item
          name="resultOut"
          label={t('helpCentre.reply')}
          rules={[{ required: true, whitespace: true, message: t('helpCentre.replyRequired') }]}
        >
          <Input.TextArea
            rows={6}
            maxLength={FEEDBACK_REPLY_MAX}
            showCount
            placeholder={t('helpCentre.replyPlaceholder')}
            data-testid="reply-text"
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
