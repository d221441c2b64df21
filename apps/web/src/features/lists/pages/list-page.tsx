import { PlusOutlined } from '@ant-design/icons';
import { LIST_TYPE, type ListType, labelOf, listType, optionsOf } from '@console/domain/enums';
import { LIST_ENTRY_STATES, type ListEntryRow, type ListEntryState } from '@console/domain/schemas/lists';
import { Button, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '../../../components/import-button';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useBulkSelection } from '../../../lib/list/bulk-selection';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { actionsColumn } from '../../../lib/list/row-actions';
import { useListPage } from '../../../lib/list/use-list-page';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import { getListEntries, useListEntries } from '../api/get-list-entries';
import { bulkRemoveListEntries, useAfterBulkRemove, useRemoveListEntry } from '../api/remove-list-entry';
import { ListEntryModal } from '../components/list-entry-modal';
import '../i18n';
import { useConfirmAction } from '../../../lib/confirm-action';

const day = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : null);
const stateColor: Record<ListEntryState, string> = { active: 'green', expired: 'default', scheduled: 'blue' };
const typeColor: Record<ListType, string> = { '1': 'green', '2': 'volcano', '3': 'magenta' };

/** 系统管理 / 黑白名单: freelancer whitelist (1), freelancer blacklist (2), enterprise blacklist (3). */
export function ListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirmAction = useConfirmAction();
  const can = usePermission();
  const list = useListPage(useListEntries);
  const remove = useRemoveListEntry();
  const afterBulkRemove = useAfterBulkRemove();
  const selection = useBulkSelection<ListEntryRow>({
    ...list.table,
    keyOf: (r) => r.id,
    labelOf: (r) => `${r.subjectName} · ${labelOf(listType, r.listType, locale)}`,
    fetchPage: getListEntries,
  });
  const [form, setForm] = useState<{ open: boolean; row: ListEntryRow | null }>({ open: false, row: null });
  const canAdd = can({ all: ['system:list:add'] });
  const canEdit = can({ all: ['system:list:edit'] });
  const canRemove = can({ all: ['system:list:remove'] });
  const typeFilter = list.state.filters.listType as ListType | undefined;

  const confirmRemove = (row: ListEntryRow) =>
    confirmAction({
      content: t('lists.removeConfirm', { name: row.subjectName, type: labelOf(listType, row.listType, locale) }),
      danger: true,
      onOk: async () => {
        await remove.mutateAsync(row.id);
        notifySuccess(t('lists.removed'));
      },
    });

  const columns: ListColumn<ListEntryRow>[] = [
    {
      key: 'subject',
      title: t('lists.subject'),
      dataIndex: 'subjectName',
      fixed: 'left',
      width: 180,
      ellipsis: true,
      render: (_: string, r) => <Typography.Text strong>{r.subjectName}</Typography.Text>,
    },
    {
      key: 'listType',
      title: t('lists.listType'),
      dataIndex: 'listType',
      render: (v: ListType) => <Tag color={typeColor[v]}>{labelOf(listType, v, locale)}</Tag>,
    },
    { key: 'phone', title: t('lists.phone'), dataIndex: 'subjectPhone', render: (v: string | null) => v ?? '-' },
    { key: 'reason', title: t('lists.reason'), dataIndex: 'reason', width: 240, ellipsis: true },
    { key: 'startAt', title: t('lists.startAt'), dataIndex: 'startAt', sorter: true, render: day },
    {
      key: 'endAt',
      title: t('lists.endAt'),
      dataIndex: 'endAt',
      sorter: true,
      render: (v: string | null) => day(v) ?? t('lists.noEnd'),
    },
    {
      key: 'state',
      title: t('lists.state'),
      dataIndex: 'state',
      render: (v: ListEntryState) => (
        <Tag color={stateColor[v]} data-testid="list-entry-state">
          {t(`lists.states.${v}`)}
        </Tag>
      ),
    },
    {
      key: 'createdBy',
      title: t('lists.createdBy'),
      dataIndex: 'createdByName',
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'createdAt',
      title: t('lists.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    ...actionsColumn<ListEntryRow>(
      t('list.actions'),
      (r) => [
        {
          key: 'edit',
          label: t('lists.edit'),
          show: canEdit,
          onClick: () => setForm({ open: true, row: r }),
        },
        {
          key: 'remove',
          label: t('lists.remove'),
          show: canRemove,
          danger: true,
          onClick: () => confirmRemove(r),
        },
      ],
      canEdit || canRemove,
    ),
  ];

  return (
    <div className="page system-list-page">
      <FilterBar
        {...list.filterBar}
        extra={
          canAdd && (
            <Space wrap>
              <ImportButton kind="lists" />
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, row: null })}>
                {t('lists.add')}
              </Button>
            </Space>
          )
        }
      >
        <SelectFilter name="listType" label={t('lists.listType')} width={170} options={optionsOf(listType, locale)} />
        <KeywordFilter placeholder={t('lists.keyword')} />
        <SelectFilter
          name="state"
          label={t('lists.state')}
          width={120}
          options={LIST_ENTRY_STATES.map((s) => ({ value: s, label: t(`lists.states.${s}`) }))}
        />
      </FilterBar>
      <ListTable<ListEntryRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'subject', extra: 'state', fields: ['listType', 'phone', 'reason', 'startAt', 'endAt'] }}
        bulk={{
          selection,
          actions: [
            {
              key: 'remove',
              label: t('lists.bulkRemove'),
              danger: true,
              show: canRemove,
              send: (ids, request) => bulkRemoveListEntries(ids, request),
              onDone: afterBulkRemove,
            },
          ],
        }}
      />
      <ListEntryModal
        open={form.open}
        row={form.row}
        defaultType={typeFilter ?? LIST_TYPE.freelancerBlacklist}
        onClose={() => setForm({ open: false, row: form.row })}
      />
    </div>
  );
}
