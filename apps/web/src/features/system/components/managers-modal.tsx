import type { EnterpriseRow } from '@console/domain/schemas/admin';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { SubmitRequest } from '../../../lib/form/submission';
import { notifySuccess } from '../../../lib/notify';
import { useManagerOptions, useSetManagers } from '../api/enterprise-managers';
import { useEnterprise } from '../api/get-enterprise';

interface Values {
  userIds: number[];
}

/** An enterprise's account managers: the staff whose "assigned" data scope covers it (several may). */
export function ManagersModal({ row, onClose }: { row: EnterpriseRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useEnterprise(row?.id ?? null);
  const options = useManagerOptions(row !== null);
  const save = useSetManagers();

  const submit = async (v: Values, request: SubmitRequest) => {
    if (!row) return;
    await save.mutateAsync({ id: row.id, userIds: v.userIds ?? [], request });
    notifySuccess(t('system.saved'));
    onClose();
  };

  // Mounted once the current managers are in: the form starts from exactly them.
  if (!row || !detail.data) return null;
  return (
    <FormModal<Values>
      key={row.id}
      open
      title={`${t('system.managersTitle')} · ${row.name}`}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={{ userIds: detail.data.managers.map((m) => m.userId) }}
      formProps={{ 'data-testid': 'managers-form' }}
    >
      <Form.Item name="userIds" label={t('system.managers')} extra={t('system.managersHint')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          loading={options.isFetching}
          options={(options.data ?? []).map((m) => ({ value: m.userId, label: `${m.name} (${m.username})` }))}
          data-testid="managers-select"
        />
      </Form.Item>
    </FormModal>
  );
}
