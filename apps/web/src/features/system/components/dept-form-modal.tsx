import type { DeptNode } from '@console/domain/schemas/admin';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { SubmitRequest } from '../../../lib/form/submission';
import { notifySuccess } from '../../../lib/notify';
import { useSaveDept } from '../api/save-dept';
import { DeptSelect } from './dept-select';

interface Values {
  name: string;
  parentId?: number | null;
  sort?: number;
}

/** Create (editing null, under `parentId`) or rename and move a department of one enterprise (null: the caller's). */
export function DeptFormModal({
  open,
  enterpriseId,
  editing,
  parentId,
  onClose,
}: {
  open: boolean;
  enterpriseId: number | null;
  editing: DeptNode | null;
  parentId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDept();

  const submit = async (v: Values, request: SubmitRequest) => {
    const body = { name: v.name.trim(), parentId: v.parentId ?? null, sort: v.sort ?? 0 };
    await save.mutateAsync({
      id: editing?.id ?? null,
      body: editing || enterpriseId === null ? body : { ...body, enterpriseId },
      request,
    });
    notifySuccess(t('system.saved'));
    onClose();
  };

  if (!open) return null;
  return (
    <FormModal<Values>
      key={editing?.id ?? `new-${parentId}`}
      open
      title={editing ? t('system.editDept') : t('system.addDept')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={
        editing ? { name: editing.name, parentId: editing.parentId, sort: editing.sort } : { parentId, sort: 0 }
      }
      formProps={{ 'data-testid': 'dept-form' }}
    >
      <Form.Item
        name="name"
        label={t('system.deptName')}
        rules={[{ required: true, whitespace: true, message: t('system.deptNameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="parentId" label={t('system.parentDept')}>
        <DeptSelect enterpriseId={enterpriseId} exclude={editing?.id} />
      </Form.Item>
      <Form.Item name="sort" label={t('system.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
