import { accountStatus, cooperation, creditGrade, optionsOf } from '@console/domain/enums';
import { type EnterpriseRow, STANDING_REASON_MAX } from '@console/domain/schemas/admin';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { SubmitRequest } from '../../../lib/form/submission';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../lib/notify';
import { type StandingInput, useChangeStanding } from '../api/change-standing';

interface Values {
  creditGrade: string;
  status: string;
  cooperation: string;
  reason: string;
}

/** Credit grade, account status and cooperation of one enterprise; only what changed is sent, with the reason. */
export function StandingModal({ row, onClose }: { row: EnterpriseRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeStanding();

  const submit = async (v: Values, request: SubmitRequest) => {
    if (!row) return;
    const body: StandingInput = { reason: v.reason.trim() };
    if (v.creditGrade !== row.creditGrade) body.creditGrade = v.creditGrade;
    if (v.status !== row.status) body.status = v.status;
    if (v.cooperation !== row.cooperation) body.cooperation = v.cooperation;
    await change.mutateAsync({ id: row.id, body, request });
    notifySuccess(t('system.standingSaved'));
    onClose();
  };

  // Mounted afresh for each opening: the form starts from exactly this enterprise.
  if (!row) return null;
  return (
    <FormModal<Values>
      key={row.id}
      open
      title={row ? `${t('system.standingTitle')} · ${row.name}` : t('system.standingTitle')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={row ? { creditGrade: row.creditGrade, status: row.status, cooperation: row.cooperation } : {}}
      formProps={{ 'data-testid': 'standing-form' }}
    >
      <Form.Item name="creditGrade" label={t('system.creditGrade')}>
        <Select options={optionsOf(creditGrade, locale)} />
      </Form.Item>
      <Form.Item name="status" label={t('system.accountStatus')}>
        <Select options={optionsOf(accountStatus, locale)} />
      </Form.Item>
      <Form.Item
        name="cooperation"
        label={t('system.cooperation')}
        dependencies={['creditGrade', 'status']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: string) =>
              !row ||
              v !== row.cooperation ||
              getFieldValue('creditGrade') !== row.creditGrade ||
              getFieldValue('status') !== row.status
                ? Promise.resolve()
                : Promise.reject(new Error(t('system.standingUnchanged'))),
          }),
        ]}
      >
        <Select options={optionsOf(cooperation, locale)} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('system.reason')}
        rules={[{ required: true, whitespace: true, min: 2, message: t('system.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={STANDING_REASON_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
