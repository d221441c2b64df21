import { DATA_SCOPE, type DataScope, dataScope, optionsOf } from '@console/domain/enums';
import type { RoleRow } from '@console/domain/schemas/admin';
import { Alert, Form, Input, InputNumber, Radio, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { SubmitRequest } from '../../../lib/form/submission';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../lib/notify';
import { useMenuTree } from '../api/get-menu-tree';
import { useRole } from '../api/get-role';
import { useSaveRole } from '../api/save-role';
import { GrantTree } from './grant-tree';

interface Values {
  name: string;
  code: string;
  sort: number;
  status: '0' | '1';
  menuIds: number[];
  requireMfa: boolean;
  dataScope: DataScope;
}

const CODE = /^[A-Za-z][A-Za-z0-9_:-]{1,63}$/;

/** Create (row null) or edit a role: its fields and the menus and permission codes it grants. */
export function RoleFormModal({ open, row, onClose }: { open: boolean; row: RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tree = useMenuTree(open);
  const detail = useRole(open && row ? row.id : null);
  const save = useSaveRole();
  const locked = row?.isSuper === true;
  const loading = tree.isPending || (row !== null && detail.isPending);

  const submit = async (v: Values, request: SubmitRequest) => {
    await save.mutateAsync({
      id: row?.id ?? null,
      body: {
        name: v.name.trim(),
        code: v.code.trim(),
        sort: v.sort ?? 0,
        status: v.status,
        menuIds: v.menuIds ?? [],
        requireMfa: Boolean(v.requireMfa),
        dataScope: v.dataScope ?? DATA_SCOPE.all,
      },
      request,
    });
    notifySuccess(t('system.saved'));
    onClose();
  };

  // Mounted afresh for each opening once the role's grants are in: the form starts from exactly them.
  if (!open || loading) return null;
  return (
    <FormModal<Values>
      key={row?.id ?? 'new'}
      open
      title={row ? t('system.editRole') : t('system.addRole')}
      onCancel={onClose}
      onSubmit={submit}
      notice={
        locked ? <Alert type="info" showIcon title={t('system.superRoleHint')} style={{ marginBottom: 16 }} /> : null
      }
      initialValues={
        row
          ? {
              name: row.name,
              code: row.code,
              sort: row.sort,
              status: row.status,
              menuIds: detail.data?.menuIds ?? [],
              requireMfa: row.requireMfa,
              dataScope: row.dataScope,
            }
          : { sort: 0, status: '1', menuIds: [], requireMfa: false, dataScope: DATA_SCOPE.all }
      }
      formProps={{ 'data-testid': 'role-form' }}
    >
      <Form.Item
        name="name"
        label={t('system.roleName')}
        rules={[{ required: true, whitespace: true, message: t('system.roleNameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('system.roleCode')}
        rules={[
          { required: true, whitespace: true, message: t('system.roleCodeRequired') },
          { pattern: CODE, message: t('system.roleCodeRule') },
        ]}
      >
        <Input maxLength={64} disabled={locked} />
      </Form.Item>
      <Form.Item name="sort" label={t('system.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('system.status')}>
        <Radio.Group
          disabled={locked}
          options={[
            { value: '1', label: t('system.statusValid') },
            { value: '0', label: t('system.statusDisabled') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="requireMfa"
        label={t('system.requireMfa')}
        extra={t('system.requireMfaHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="dataScope" label={t('system.dataScope')} extra={t('system.dataScopeHint')}>
        <Radio.Group
          disabled={locked}
          options={optionsOf(dataScope, locale)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          data-testid="role-data-scope"
        />
      </Form.Item>
      <Form.Item name="menuIds" label={t('system.permissions')}>
        {tree.data ? <GrantTree tree={tree.data} disabled={locked} /> : <Spin />}
      </Form.Item>
    </FormModal>
  );
}
