import { PlusOutlined } from '@ant-design/icons';
import type { MenuRow } from '@console/domain/schemas/admin';
import { Button, Card, Space, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../layout/menu-icon';
import { actionsColumn } from '../../../lib/list/row-actions';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import { PageComponentsContext } from '../../../lib/routes/page-components';
import { useDeleteMenu, useMenus } from '../api/menus';
import { MenuFormModal } from '../components/menu-form-modal';
import '../../../lib/list/i18n';
import '../i18n';
import { ACCOUNT_STATUS } from '@console/domain/enums';
import { useConfirmAction } from '../../../lib/confirm-action';

type Node = MenuRow & { children?: Node[] };

/** 系统管理 / 菜单管理: the menu tree with its buttons; a page whose component key has no page is flagged. */
export function MenuPage() {
  const { t, i18n } = useTranslation();
  const confirmAction = useConfirmAction();
  const can = usePermission();
  const pageOf = useContext(PageComponentsContext);
  const { data, isFetching } = useMenus();
  const remove = useDeleteMenu();
  const [form, setForm] = useState<{ open: boolean; editing: MenuRow | null; parentId: number | null }>({
    open: false,
    editing: null,
    parentId: null,
  });
  const canAdd = can({ all: ['system:menu:add'] });
  const canEdit = can({ all: ['system:menu:edit'] });
  const canRemove = can({ all: ['system:menu:remove'] });

  const tree = useMemo(() => {
    const rows = data ?? [];
    const build = (pid: number | null): Node[] =>
      rows
        .filter((m) => m.parentId === pid)
        .map((m) => {
          const children = build(m.id);
          return children.length > 0 ? { ...m, children } : { ...m };
        });
    return build(null);
  }, [data]);

  const confirmDelete = (row: MenuRow) =>
    confirmAction({
      content: t('system.deleteMenuConfirm', { name: row.title }),
      danger: true,
      onOk: async () => {
        await remove.mutateAsync(row.id);
        notifySuccess(t('system.deleted'));
      },
    });

  const columns: TableColumnsType<Node> = [
    {
      key: 'title',
      title: t('system.menuTitle'),
      dataIndex: 'title',
      width: 240,
      render: (v: string, r) => (
        <Space size={6}>
          {r.menuType !== 'F' && <MenuIcon name={r.icon} />}
          {i18n.language === 'en' ? (r.titleEn ?? v) : v}
        </Space>
      ),
    },
    {
      key: 'menuType',
      title: t('system.menuType'),
      dataIndex: 'menuType',
      render: (v: 'M' | 'C' | 'F') => <Tag>{t(`system.menuTypes.${v}`)}</Tag>,
    },
    { key: 'path', title: t('system.routePath'), dataIndex: 'path', render: (v: string) => v || '-' },
    {
      key: 'component',
      title: t('system.componentKey'),
      dataIndex: 'component',
      render: (v: string | null, r) => (
        <Space size={4} wrap>
          {v ?? '-'}
          {r.menuType === 'C' && !r.isExternal && !pageOf(v) && <Tag color="orange">{t('system.noPage')}</Tag>}
        </Space>
      ),
    },
    { key: 'perms', title: t('system.perms'), dataIndex: 'perms', render: (v: string | null) => v ?? '-' },
    { key: 'sort', title: t('system.sort'), dataIndex: 'sort' },
    {
      key: 'flags',
      title: t('system.status'),
      render: (_: unknown, r) => (
        <Space size={4} wrap>
          <Tag color={r.status === ACCOUNT_STATUS.valid ? 'green' : 'default'}>
            {r.status === ACCOUNT_STATUS.valid ? t('system.statusValid') : t('system.statusDisabled')}
          </Tag>
          {r.hidden && <Tag>{t('system.hidden')}</Tag>}
          {r.isExternal && <Tag>{t('system.isExternal')}</Tag>}
        </Space>
      ),
    },
    ...actionsColumn<Node>(t('list.actions'), (r) => [
      {
        key: 'addChild',
        label: t('system.addChild'),
        show: canAdd && r.menuType !== 'F',
        onClick: () => setForm({ open: true, editing: null, parentId: r.id }),
      },
      {
        key: 'edit',
        label: t('system.edit'),
        show: canEdit,
        onClick: () => setForm({ open: true, editing: r, parentId: r.parentId }),
      },
      {
        key: 'delete',
        label: t('system.delete'),
        show: canRemove,
        danger: true,
        onClick: () => confirmDelete(r),
      },
    ]),
  ];

  return (
    <div className="page system-menu-page">
      <Card
        variant="borderless"
        extra={
          canAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ open: true, editing: null, parentId: null })}
            >
              {t('system.addMenu')}
            </Button>
          )
        }
      >
        {data ? (
          <Table<Node>
            rowKey="id"
            size="small"
            loading={isFetching}
            columns={columns}
            dataSource={tree}
            pagination={false}
            expandable={{ defaultExpandAllRows: true }}
            scroll={{ x: 'max-content' }}
          />
        ) : (
          <Spin />
        )}
      </Card>
      <MenuFormModal
        open={form.open}
        editing={form.editing}
        parentId={form.parentId}
        menus={data ?? []}
        onClose={() => setForm({ ...form, open: false })}
      />
    </div>
  );
}
