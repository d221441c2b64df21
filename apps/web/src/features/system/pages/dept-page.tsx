import { PlusOutlined } from '@ant-design/icons';
import { USER_TYPE } from '@console/domain/enums';
import type { DeptNode } from '@console/domain/schemas/admin';
import { Button, Card, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterpriseSelect } from '../../../components/client/enterprise-select';
import { useConfirmAction } from '../../../lib/confirm-action';
import { actionsColumn } from '../../../lib/list/row-actions';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useDepts } from '../api/get-depts';
import { useDeleteDept } from '../api/save-dept';
import { DeptFormModal } from '../components/dept-form-modal';
import { type DeptTreeNode, deptTree } from '../components/dept-tree';
import '../../../lib/list/i18n';
import '../i18n';

/**
 * 系统管理 / 部门管理: an enterprise's department tree. Enterprise administrators keep their own; staff pick the
 * enterprise first. A "department" data scope covers a user's department and those below it.
 */
export function DeptPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const confirmAction = useConfirmAction();
  const staff = useSession((s) => s.user?.userType === USER_TYPE.system);
  const [picked, setPicked] = useState<string | undefined>();
  const enterpriseId = staff ? Number(picked) || null : null;
  const ready = !staff || enterpriseId !== null;
  const depts = useDepts(enterpriseId, ready);
  const remove = useDeleteDept();
  const [form, setForm] = useState<{ open: boolean; editing: DeptNode | null; parentId: number | null }>({
    open: false,
    editing: null,
    parentId: null,
  });
  const canAdd = can({ all: ['system:dept:add'] });
  const canEdit = can({ all: ['system:dept:edit'] });
  const canRemove = can({ all: ['system:dept:remove'] });
  const tree = useMemo(() => deptTree(depts.data ?? []), [depts.data]);
  // Every department open unless its row was folded: one just given a child shows it.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const expanded = (depts.data ?? []).map((d) => d.id).filter((id) => !folded.has(id));
  const toggle = (open: boolean, row: DeptTreeNode) =>
    setFolded((before) => {
      const next = new Set(before);
      if (open) next.delete(row.id);
      else next.add(row.id);
      return next;
    });

  const confirmDelete = (row: DeptNode) =>
    confirmAction({
      content: t('system.deleteDeptConfirm', { name: row.name }),
      danger: true,
      onOk: async () => {
        await remove.mutateAsync(row.id);
        notifySuccess(t('system.deleted'));
      },
    });

  const columns: TableColumnsType<DeptTreeNode> = [
    { key: 'name', title: t('system.deptName'), dataIndex: 'name' },
    { key: 'userCount', title: t('system.userCount'), dataIndex: 'userCount' },
    { key: 'sort', title: t('system.sort'), dataIndex: 'sort' },
    ...actionsColumn<DeptTreeNode>(t('list.actions'), (r) => [
      {
        key: 'addChild',
        label: t('system.addChildDept'),
        show: canAdd,
        onClick: () => setForm({ open: true, editing: null, parentId: r.id }),
      },
      {
        key: 'edit',
        label: t('system.edit'),
        show: canEdit,
        onClick: () => setForm({ open: true, editing: r, parentId: r.parentId }),
      },
      { key: 'delete', label: t('system.delete'), show: canRemove, danger: true, onClick: () => confirmDelete(r) },
    ]),
  ];

  return (
    <div className="page system-dept-page">
      <Card
        variant="borderless"
        title={
          staff ? (
            <Space wrap>
              <label htmlFor="dept-enterprise">{t('system.enterprise')}</label>
              <EnterpriseSelect id="dept-enterprise" value={picked} onChange={setPicked} />
            </Space>
          ) : null
        }
        extra={
          canAdd &&
          ready && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ open: true, editing: null, parentId: null })}
            >
              {t('system.addDept')}
            </Button>
          )
        }
      >
        {ready ? (
          <Table<DeptTreeNode>
            rowKey="id"
            size="small"
            loading={depts.isFetching}
            columns={columns}
            dataSource={tree}
            pagination={false}
            expandable={{ expandedRowKeys: expanded, onExpand: toggle }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('system.noDepts')} /> }}
          />
        ) : (
          <Empty description={t('system.pickEnterpriseForDepts')} />
        )}
      </Card>
      <DeptFormModal
        open={form.open}
        enterpriseId={enterpriseId}
        editing={form.editing}
        parentId={form.parentId}
        onClose={() => setForm({ ...form, open: false })}
      />
    </div>
  );
}
