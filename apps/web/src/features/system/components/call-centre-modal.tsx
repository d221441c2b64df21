import type { UserRow } from '@console/domain/schemas/admin';
import { Form, Select, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { SubmitRequest } from '../../../lib/form/submission';
import { notifySuccess } from '../../../lib/notify';
import { useCallCentres } from '../api/get-call-centres';
import { useUserCallCentre } from '../api/get-user-call-centre';
import { useSetUserCallCentre } from '../api/set-user-call-centre';

interface Values {
  oemSerial: string;
}

/**
 * Which call centre a user works for (the softphone needs one): the centre, and the seats its members may take.
 * Leaving a centre lets the user's seat go.
 */
export function CallCentreModal({ row, onClose }: { row: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const centres = useCallCentres(row !== null);
  const member = useUserCallCentre(row?.id ?? null);
  const save = useSetUserCallCentre();

  if (!row) return null;
  const submit = async (v: Values, request: SubmitRequest) => {
    await save.mutateAsync({ userId: row.id, oemSerial: v.oemSerial, request });
    notifySuccess(t('system.callCentreSaved'));
    onClose();
  };
  const title = `${t('system.callCentreTitle')} · ${row.username}`;
  if (!centres.data || !member.data) {
    return (
      <FormModal<Values> open title={title} onCancel={onClose} onSubmit={async () => undefined}>
        <Spin />
      </FormModal>
    );
  }
  const options = [
    { value: '', label: t('system.callCentreNone') },
    ...centres.data.map((c) => ({ value: c.oemSerial, label: c.oemSerial })),
  ];
  return (
    <FormModal<Values>
      key={row.id}
      open
      title={title}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={{ oemSerial: member.data.oemSerial ?? '' }}
      formProps={{ 'data-testid': 'call-centre-form' }}
    >
      <Form.Item name="oemSerial" label={t('system.callCentre')} extra={t('system.callCentreHint')}>
        <Select options={options} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.oemSerial !== b.oemSerial}>
        {({ getFieldValue }) => {
          const seats = centres.data?.find((c) => c.oemSerial === getFieldValue('oemSerial'))?.seats ?? [];
          return seats.length > 0 ? (
            <Form.Item label={t('system.callCentreSeats', { n: seats.length })}>
              <div data-testid="call-centre-seats">
                {seats.map((s) => (
                  <Tag key={s.agentId}>{t('system.callCentreSeat', { agentId: s.agentId, voip: s.voipNumber })}</Tag>
                ))}
              </div>
            </Form.Item>
          ) : null;
        }}
      </Form.Item>
    </FormModal>
  );
}
