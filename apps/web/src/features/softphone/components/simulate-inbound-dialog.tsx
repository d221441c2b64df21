import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { simulateInbound } from '../api/simulate-inbound';

interface Values {
  number: string;
  agentId?: string;
  businessType?: 'order' | 'task' | 'other';
  businessId?: string;
}

/** The simulator's incoming call (telManage:simulate): rings the given seat, or any online idle one. */
export function SimulateInboundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal<Values>
      open={open}
      title={t('softphone.simulate.title')}
      onCancel={onClose}
      formProps={{ 'data-testid': 'simulate-inbound-form' }}
      onSubmit={async (values, request) => {
        const answer = await simulateInbound(
          {
            number: values.number.trim(),
            agentId: values.agentId?.trim() || undefined,
            businessType: values.businessId?.trim() ? values.businessType : undefined,
            businessId: values.businessId?.trim() || undefined,
          },
          request,
        );
        notifySuccess(t('softphone.simulate.rung', { agentId: answer.agentId }));
        onClose();
      }}
      initialValues={{ businessType: 'order' }}
    >
      <Form.Item
        name="number"
        label={t('softphone.simulate.number')}
        rules={[{ required: true, whitespace: true, message: t('softphone.simulate.numberRequired') }]}
      >
        <Input maxLength={20} inputMode="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="agentId" label={t('softphone.simulate.agentId')} extra={t('softphone.simulate.agentIdHint')}>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="businessType" label={t('softphone.simulate.businessType')}>
        <Select
          options={(['order', 'task', 'other'] as const).map((v) => ({
            value: v,
            label: t(`softphone.businessType.${v}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="businessId" label={t('softphone.simulate.businessId')}>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
