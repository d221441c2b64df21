import { REVIEW_TEXT_MAX } from '@console/domain/order-rules';
import { Descriptions, Form, Input, Modal, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../components/form-modal';
import { type SubmitRequest, useSubmission } from '../../../../lib/form/submission';
import { formatMoney, fromCents, toCents } from '../../../../lib/money';
import { useBalance } from '../api/ledger';

interface ModalProps {
  open: boolean;
  title: string;
  onCancel: () => void;
}

/** Rating 1–5 and a text up to 500 characters. */
export function ReviewModal({
  open,
  title,
  onCancel,
  onSubmit,
}: ModalProps & { onSubmit: (v: { rating: number; text: string }, request: SubmitRequest) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <FormModal<{ rating: number; text?: string }>
      open={open}
      title={title}
      onCancel={onCancel}
      onSubmit={(v, request) => onSubmit({ rating: v.rating, text: v.text?.trim() ?? '' }, request)}
      initialValues={{ rating: 5 }}
    >
      <Form.Item
        name="rating"
        label={t('orders.rating')}
        // Checked here, so the server's 1–5 rule never has to speak to the user.
        rules={[
          {
            validator: (_, v: number | undefined) =>
              v !== undefined && v >= 1 && v <= 5
                ? Promise.resolve()
                : Promise.reject(new Error(t('orders.ratingRequired'))),
          },
        ]}
      >
        {/* Clicking the chosen star again keeps it: a review has 1 to 5 stars, never none. */}
        <Rate allowClear={false} />
      </Form.Item>
      <Form.Item name="text" label={t('orders.reviewText')}>
        <Input.TextArea rows={4} maxLength={REVIEW_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}

/** Pay: the amount, the balance now and after; refused up front when the balance is short. */
export function PayModal({
  open,
  title,
  onCancel,
  onSubmit,
  amount,
  enterpriseId,
  isStaff,
}: ModalProps & {
  onSubmit: (request: SubmitRequest) => Promise<unknown>;
  amount: string;
  enterpriseId: number;
  isStaff: boolean;
}) {
  const { t } = useTranslation();
  const submission = useSubmission(open);
  const { data } = useBalance(isStaff ? enterpriseId : undefined, open);
  const after = data ? toCents(data.balance) - toCents(amount) : null;
  const short = after !== null && after < 0;
  return (
    <Modal
      open={open}
      title={title}
      okText={t('orders.confirm')}
      cancelText={t('orders.cancel')}
      confirmLoading={submission.busy}
      okButtonProps={{ disabled: short || !data }}
      onCancel={onCancel}
      onOk={() => submission.run(onSubmit)}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('orders.payText', { amount: formatMoney(amount) })}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('orders.amount')}>
          <span data-testid="pay-amount">{formatMoney(amount)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.payBalance')}>
          <span data-testid="pay-balance">{formatMoney(data?.balance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.payAfter')}>
          {after === null ? '-' : formatMoney(fromCents(after))}
        </Descriptions.Item>
      </Descriptions>
      {short && (
        <Typography.Paragraph type="danger" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('orders.payShort')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
