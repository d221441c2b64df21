import { PlusOutlined } from '@ant-design/icons';
import { ACCOUNT_STATUS, accountStatus, labelOf, optionsOf, USER_TYPE, userType } from '@console/domain/enums';
import { maskPhone } from '@console/domain/masking';
import type { UserRow } from '@console/domain/schemas/admin';
import { App, Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterpriseFilter } from '../../../components/client/enterprise-select';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { actionsColumn } from '../../../lib/list/row-actions';
import { useListPage } from '../../../lib/list/use-list-page';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useRoleOptions } from '../api/get-role-options';
import { useUsers } from '../api/get-users';
import { useResetPassword } from '../api/reset-password';
import { useSetUserStatus } from '../api/set-user-status';
import { CallCentreModal } from '../components/call-centre-modal';
import { showOneTimePassword } from '../components/one-time-password';
import { UserFormModal } from '../components/user-form-modal';
import '../i18n';
import { useConfirmAction } from '../../../lib/confirm-action';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/** 系统管理 / 用户管理: every account (an enterprise user's own enterprise's), with create, edit, freeze, reset. */
export function UsersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const confirmAction = useConfirmAction();
  const can = usePermission();
  const list = useListPage(useUsers);
  const roles = useRoleOptions();
  const status = useSetUserStatus();
  const reset = useResetPassword();
  const [form, setForm] = useState<{ open: boolean; row: UserRow | null }>({ open: false, row: null });
  const [callCentreOf, setCallCentreOf] = useState<UserRow | null>(null);
  const staff = useSession((s) => s.user?.userType === USER_TYPE.system);
  const canAdd = can({ all: ['system:user:add'] });
  const canEdit = can({ all: ['system:user:edit'] });
  const canReset = can({ all: ['system:user:resetPwd'] });

  const toggle = (row: UserRow) => {
    const freezing = row.status === ACCOUNT_STATUS.valid;
    confirmAction({
      content: t(freezing ? 'system.freezeConfirm' : 'system.unfreezeConfirm', { name: row.username }),
      onOk: async () => {
        await status.mutateAsync({ id: row.id, status: freezing ? '0' : '1' });
        notifySuccess(t(freezing ? 'system.frozen' : 'system.unfrozen'));
      },
    });
  };

  const resetPassword = (row: UserRow) =>
    confirmAction({
      content: t('system.resetConfirm', { name: row.username }),
      onOk: async () => showOneTimePassword(modal, t, row.username, await reset.mutateAsync(row.id)),
    });

  const columns: ListColumn<UserRow>[] = [
    { key: 'username', title: t('system.username'), dataIndex: 'username', sorter: true, fixed: 'left' },
    { key: 'name', title: t('system.name'), dataIndex: 'name', sorter: true, ellipsis: true, width: 140 },
    {
      key: 'userType',
      title: t('system.userType'),
      dataIndex: 'userType',
      render: (v: string) => labelOf(userType, v, locale),
    },
    {
      key: 'status',
      title: t('system.status'),
      dataIndex: 'status',
      sorter: true,
      render: (v: string, r) => (
        <Space size={4} wrap>
          <Tag color={v === '1' ? 'green' : 'red'} data-testid="user-status">
            {labelOf(accountStatus, v, locale)}
          </Tag>
          {r.mustChangePassword && <Tag color="orange">{t('system.mustChange')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'roles',
      title: t('system.roles'),
      dataIndex: 'roles',
      render: (v: UserRow['roles']) => (
        <Space size={4} wrap>
          {v.map((r) => (
            <Tag key={r.id} color="blue">
              {r.name}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'enterprise',
      title: t('system.enterprise'),
      dataIndex: 'enterpriseName',
      ellipsis: true,
      width: 180,
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'dept',
      title: t('system.dept'),
      dataIndex: 'deptName',
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'phone',
      title: t('system.phone'),
      dataIndex: 'phone',
      render: (v: string | null) => (v ? maskPhone(v) : '-'),
    },
    {
      key: 'ipAllowList',
      title: t('system.ipAllowList'),
      dataIndex: 'ipAllowList',
      render: (v: string[]) => (v.length ? v.join(', ') : '-'),
    },
    { key: 'socketId', title: t('system.socketId'), dataIndex: 'socketId', render: (v: string | null) => v || '-' },
    { key: 'createdAt', title: t('system.createdAt'), dataIndex: 'createdAt', sorter: true, render: time },
    ...actionsColumn<UserRow>(
      t('list.actions'),
      (r) => [
        {
          key: 'edit',
          label: t('system.edit'),
          show: canEdit,
          onClick: () => setForm({ open: true, row: r }),
        },
        {
          key: 'freeze',
          label: r.status === ACCOUNT_STATUS.valid ? t('system.freeze') : t('system.unfreeze'),
          show: canEdit,
          danger: r.status === ACCOUNT_STATUS.valid,
          onClick: () => toggle(r),
        },
        { key: 'reset', label: t('system.resetPassword'), show: canReset, onClick: () => resetPassword(r) },
        {
          key: 'callCentre',
          label: t('system.callCentre'),
          // Call centres are the platform's: staff set them for staff accounts.
          show: canEdit && staff && r.userType === USER_TYPE.system,
          onClick: () => setCallCentreOf(r),
        },
      ],
      canEdit || canReset,
    ),
  ];

  return (
    <div className="page system-users-page">
      <FilterBar
        {...list.filterBar}
        extra={
          canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, row: null })}>
              {t('system.addUser')}
            </Button>
          )
        }
      >
        <KeywordFilter placeholder={t('system.keywordUsers')} />
        <SelectFilter name="userType" label={t('system.userType')} width={140} options={optionsOf(userType, locale)} />
        <SelectFilter name="status" label={t('system.status')} width={120} options={optionsOf(accountStatus, locale)} />
        <SelectFilter
          name="roleId"
          label={t('system.roles')}
          width={160}
          options={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
        />
        <EnterpriseFilter />
      </FilterBar>
      <ListTable<UserRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'username',
          extra: 'status',
          fields: ['name', 'userType', 'roles', 'enterprise', 'phone', 'createdAt'],
        }}
      />
      <CallCentreModal row={callCentreOf} onClose={() => setCallCentreOf(null)} />
      <UserFormModal
        open={form.open}
        row={form.row}
        canSetRoles={canEdit}
        onClose={() => setForm({ open: false, row: form.row })}
      />
    </div>
  );
}
