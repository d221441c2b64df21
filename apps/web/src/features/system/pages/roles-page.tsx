import { PlusOutlined } from '@ant-design/icons';
import type { RoleRow } from '@console/domain/schemas/admin';
import { Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { actionsColumn } from '../../../lib/list/row-actions';
import { useListPage } from '../../../lib/list/use-list-page';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { RoleFormModal } from '../components/role-form-modal';
import '../i18n';
import { useConfirmAction } from '../../../lib/confirm-action';

/** 系统管理 / 角色管理: roles with their grants; a role in use cannot be deleted, the super role stays whole. */
export function RolesPage() {
  const { t } = useTranslation();
  const confirmAction = useConfirmAction();
  const can = usePermission();
  const list = useListPage(useRoles);
  const remove = useDeleteRole();
  const [form, setForm] = useState<{ open: boolean; row: RoleRow | null }>({ open: false, row: null });
  const canAdd = can({ all: ['system:role:add'] });
  const canEdit = can({ all: ['system:role:edit'] });
  const canRemove = can({ all: ['system:role:remove'] });

  const confirmDelete = (row: RoleRow) =>
    confirmAction({
      content: t('system.deleteRoleConfirm', { name: row.name }),
      danger: true,
      onOk: async () => {
        await remove.mutateAsync(row.id);
        notifySuccess(t('system.deleted'));
      },
    });

  const columns: ListColumn<RoleRow>[] = [
    {
      key: 'name',
      title: t('system.roleName'),
      dataIndex: 'name',
      sorter: true,
      fixed: 'left',
      render: (v: string, r) => (
        <Space size={4}>
          {v}
          {r.isSuper && <Tag color="gold">{t('system.superRole')}</Tag>}
          {r.requireMfa && <Tag color="blue">{t('system.mfaRequiredTag')}</Tag>}
        </Space>
      ),
    },
    { key: 'code', title: t('system.roleCode'), dataIndex: 'code', sorter: true },
    { key: 'sort', title: t('system.sort'), dataIndex: 'sort', sorter: true },
    {
      key: 'status',
      title: t('system.status'),
      dataIndex: 'status',
      render: (v: string) => (
        <Tag color={v === '1' ? 'green' : 'default'}>
          {v === '1' ? t('system.statusValid') : t('system.statusDisabled')}
        </Tag>
      ),
    },
    {
      key: 'dataScope',
      title: t('system.dataScope'),
      dataIndex: 'dataScope',
      render: (v: RoleRow['dataScope']) => t(`system.dataScopeShort.${v}`),
    },
    { key: 'userCount', title: t('system.userCount'), dataIndex: 'userCount' },
    {
      key: 'createdAt',
      title: t('system.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    ...actionsColumn<RoleRow>(
      t('list.actions'),
      (r) => [
        {
          key: 'edit',
          label: t('system.edit'),
          show: canEdit,
          onClick: () => setForm({ open: true, row: r }),
        },
        {
          key: 'delete',
          label: t('system.delete'),
          show: canRemove && !r.isSuper,
          danger: true,
          onClick: () => confirmDelete(r),
        },
      ],
      canEdit || canRemove,
    ),
  ];

  return (
    <div className="page system-roles-page">
      <FilterBar
        {...list.filterBar}
        extra={
          canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, row: null })}>
              {t('system.addRole')}
            </Button>
          )
        }
      >
        <KeywordFilter placeholder={t('system.keywordRoles')} />
        <SelectFilter
          name="status"
          label={t('system.status')}
          width={120}
          options={[
            { value: '1', label: t('system.statusValid') },
            { value: '0', label: t('system.statusDisabled') },
          ]}
        />
      </FilterBar>
      <ListTable<RoleRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'name', extra: 'status', fields: ['code', 'sort', 'userCount', 'createdAt'] }}
      />
      <RoleFormModal open={form.open} row={form.row} onClose={() => setForm({ open: false, row: form.row })} />
    </div>
  );
}
