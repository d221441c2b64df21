import { feedbackType, optionsOf } from '@console/domain/enums';
import {
  FEEDBACK_DESC_MAX,
  FEEDBACK_DESC_ROWS,
  FEEDBACK_IMAGE_MAX,
  type FeedbackCreateResult,
} from '@console/domain/schemas/feedback';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../../lib/form/submission';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { notifyWarning } from '../../../lib/notify';
import { PictureUpload } from '../../../lib/upload/picture-upload';
import type { UploadItem } from '../../../lib/upload/rules';
import { submitFeedback } from '../api/submit-feedback';

interface Values {
  feedType?: string;
  feedDesc?: string;
  urls?: UploadItem[];
}

/** What a submission answered: success, or the warning to show (the server message, else the spec's save-failed text). */
export function outcomeOf(
  result: FeedbackCreateResult | undefined,
  fallback: string,
): { ok: true } | { warning: string } {
  if (result && Number(result.code) === 200) return { ok: true };
  return { warning: result?.message || fallback };
}

/**
 * The feedback form: feedType required (on change), feedDesc required (on blur), trimmed, 400 characters with a
 * counter, 5 rows; images through the picture uploader; urls sent comma-joined.
 */
export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // The form stays mounted between openings of its drawer: a new Idempotency-Key after each success.
  const submission = useSubmission();

  const submit = async (values: Values) => {
    const body = {
      feedType: values.feedType as '0',
      feedDesc: (values.feedDesc ?? '').trim(),
      urls: (values.urls ?? []).map((u) => u.url).join(','),
    };
    const result = await submission.run((request) => submitFeedback(body, request));
    // Failed: the http client has shown why.
    if (result === undefined) return;
    const outcome = outcomeOf(result, t('feedback.saveFailed'));
    if ('warning' in outcome) {
      notifyWarning(outcome.warning);
      return;
    }
    form.resetFields();
    onSubmitted();
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} className="feedback-form" requiredMark>
      <Form.Item
        name="feedType"
        label={t('feedback.feedType')}
        rules={[{ required: true, message: t('feedback.typeRequired'), validateTrigger: 'onChange' }]}
        validateTrigger="onChange"
      >
        <Select
          placeholder={t('feedback.feedTypePlaceholder')}
          options={optionsOf(feedbackType, currentLanguage())}
          data-testid="feedback-type"
        />
      </Form.Item>
      <Form.Item
        name="feedDesc"
        label={t('feedback.feedDesc')}
        rules={[{ required: true, whitespace: true, message: t('feedback.descRequired'), validateTrigger: 'onBlur' }]}
        validateTrigger="onBlur"
      >
        <Input.TextArea
          rows={FEEDBACK_DESC_ROWS}
          maxLength={FEEDBACK_DESC_MAX}
          showCount
          placeholder={t('feedback.feedDescPlaceholder')}
          data-testid="feedback-desc"
          onBlur={(e) => form.setFieldValue('feedDesc', e.target.value.trim())}
        />
      </Form.Item>
      <Form.Item name="urls" label={t('feedback.images')} extra={t('feedback.imagesTip', { n: FEEDBACK_IMAGE_MAX })}>
        <PictureUpload path="feedback" limit={FEEDBACK_IMAGE_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submission.busy} data-testid="feedback-submit">
        {t('feedback.submit')}
      </Button>
    </Form>
  );
}
