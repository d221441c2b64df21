import { RECHARGE_REMARK_MAX } from '@console/domain/order-rules';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnterpriseSelect } from '../../../../components/client/enterprise-select';
import { FormModal } from '../../../../components/form-modal';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { MONEY_PATTERN } from '../../../../lib/money';
import { notifySuccess } from '../../../../lib/notify';
import { useRecharge } from '../api/ledger';

interface Values {
  enterpriseId: string;
  amount: string;
  remark?: string;
}

/** Staff record a recharge the platform received; the enterprise is preset when the list is filtered by one. */
export function RechargeModal({
  open,
  enterpriseId,
  onClose,
}: {
  open: boolean;
  enterpriseId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useRecharge();
  const submit = async (v: Values, request: SubmitRequest) => {
    await mutation.mutateAsync({
      enterpriseId: Number(v.enterpriseId),
      amount: v.amount.trim(),
      remark: v.remark?.trim(),
      request,
    });
    notifySuccess(t('orders.done'));
    onClose();
  };
  return (
    <FormModal<Values>
      open={open}
      title={t('orders.recharge')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={{ enterpriseId }}
    >
      <Form.Item
        name="enterpriseId"
        label={t('orders.enterprise')}
        rules={[{ required: true, message: t('orders.enterprisePlaceholder') }]}
      >
        <EnterpriseSelect width="100%" />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('orders.rechargeAmount')}
        rules={[
          { required: true, whitespace: true, message: t('orders.rechargeAmountRequired') },
          {
            validator: (_, v: string | undefined) =>
              !v || (MONEY_PATTERN.test(v.trim()) && Number(v) > 0)
                ? Promise.resolve()
                : Promise.reject(new Error(t('orders.rechargeAmountInvalid'))),
          },
        ]}
      >
        <Input prefix="¥" inputMode="decimal" data-testid="recharge-amount" />
      </Form.Item>
      <Form.Item name="remark" label={t('orders.remark')}>
        <Input.TextArea rows={2} maxLength={RECHARGE_REMARK_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
