import { PlusOutlined } from '@ant-design/icons';
import { labelOf, optionsOf, pricingUnit, taskStatus, workMode } from '@console/domain/enums';
import { industries, industry } from '@console/domain/industries';
import type { TaskDetail, TaskRow } from '@console/domain/schemas/task';
import { taskWorkflow } from '@console/domain/workflows/task';
import { can } from '@console/domain/workflows/workflow';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallButton } from '../../../../components/call-button';
import { EnterpriseFilter } from '../../../../components/client/enterprise-select';
import { InviteModal } from '../../../../components/client/invite-modal';
import { useActor, useLocale } from '../../../../components/client/use-actor';
import { ExportButton } from '../../../../components/export-button';
import { ImportButton } from '../../../../components/import-button';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import { ListTable } from '../../../../lib/list/list-table';
import { useListPage } from '../../../../lib/list/use-list-page';
import { formatMoney } from '../../../../lib/money';
import { useTasks } from '../api/get-tasks';
import { formatTime } from '../components/format';
import { TaskStatusTag } from '../components/status-tag';
import { TaskDetailDrawer } from '../components/task-detail-drawer';
import { TaskFormDrawer } from '../components/task-form-drawer';
import { useCanInvite } from '../components/use-can-invite';
import '../i18n';
import { actionsColumn } from '../../../../lib/list/row-actions';

/** /client/task/taskList: the enterprise's own tasks, or every enterprise's for platform staff. */
export function TaskListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { actor, has, isStaff } = useActor();
  const list = useListPage(useTasks);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [form, setForm] = useState<{ open: boolean; task: TaskDetail | null }>({ open: false, task: null });
  const [inviting, setInviting] = useState<Pick<TaskRow, 'id' | 'title' | 'taskNo'> | null>(null);
  const canCreate = actor === 'enterprise' && has('client:task:add');
  const canInvite = useCanInvite();

  // What a user scans first (number, name, status, price, time) comes first, so it shows at 1280 px and up with
  // the sidebar open; the rest scrolls sideways under the pinned number and actions.
  const columns: ListColumn<TaskRow>[] = [
    {
      key: 'taskNo',
      title: t('tasks.taskNo'),
      dataIndex: 'taskNo',
      fixed: 'left',
      render: (no: string, r) => <Typography.Link onClick={() => setDetailId(r.id)}>{no}</Typography.Link>,
    },
    { key: 'title', title: t('tasks.name'), dataIndex: 'title', ellipsis: true, width: 200 },
    {
      key: 'status',
      title: t('tasks.status'),
      dataIndex: 'status',
      render: (v: string) => <TaskStatusTag value={v} />,
    },
    {
      key: 'price',
      title: t('tasks.price'),
      dataIndex: 'price',
      sorter: true,
      align: 'right',
      render: (v: string, r) =>
        t('tasks.perUnit', { price: formatMoney(v), unit: labelOf(pricingUnit, r.pricingUnit, locale) }),
    },
    { key: 'createdAt', title: t('tasks.createdAt'), dataIndex: 'createdAt', sorter: true, render: formatTime },
    ...(isStaff
      ? [
          {
            key: 'enterpriseName',
            title: t('tasks.enterprise'),
            dataIndex: 'enterpriseName',
            ellipsis: true,
            width: 180,
            render: (v: string, r: TaskRow) => (
              <span className="phone-with-call">
                {v}
                <CallButton businessType="task" businessId={r.taskNo} who={v} />
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'industry',
      title: t('tasks.industry'),
      dataIndex: 'industry',
      ellipsis: true,
      width: 160,
      render: (v: string) => labelOf(industry, v, locale),
    },
    {
      key: 'workMode',
      title: t('tasks.workMode'),
      dataIndex: 'workMode',
      render: (v: string) => labelOf(workMode, v, locale),
    },
    { key: 'headcount', title: t('tasks.headcount'), dataIndex: 'headcount', align: 'right' },
    {
      key: 'startDate',
      title: t('tasks.dates'),
      dataIndex: 'startDate',
      sorter: true,
      render: (v: string, r) => `${v} ~ ${r.endDate}`,
    },
    { key: 'orderCount', title: t('tasks.orderCount'), dataIndex: 'orderCount', align: 'right' },
    ...actionsColumn<TaskRow>(t('list.actions'), (r) => [
      { key: 'detail', label: t('list.detail'), onClick: () => setDetailId(r.id) },
      {
        key: 'invite',
        label: t('tasks.invite'),
        onClick: () => setInviting(r),
        show: canInvite(r.status),
        testId: 'task-row-invite',
      },
    ]),
  ];

  return (
    <div className="page task-list-page">
      <FilterBar
        {...list.filterBar}
        extra={
          <Space wrap>
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, task: null })}>
                {t('tasks.create')}
              </Button>
            )}
            {canCreate && <ImportButton kind="tasks" />}
            <ExportButton kind="tasks" permission="client:task:export" filters={list.state.filters} />
          </Space>
        }
      >
        <KeywordFilter placeholder={t('tasks.keywordPlaceholder')} />
        <SelectFilter name="status" label={t('tasks.status')} width={140} options={optionsOf(taskStatus, locale)} />
        <SelectFilter
          name="industry"
          label={t('tasks.industry')}
          width={200}
          showSearch
          optionFilterProp="label"
          popupMatchSelectWidth={false}
          options={industries.map((i) => ({ value: i.code, label: i[locale] }))}
        />
        <SelectFilter name="workMode" label={t('tasks.workMode')} width={130} options={optionsOf(workMode, locale)} />
        <EnterpriseFilter />
      </FilterBar>
      <ListTable<TaskRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'taskNo',
          extra: 'status',
          fields: ['title', 'enterpriseName', 'price', 'startDate', 'headcount', 'createdAt'],
        }}
        onRow={(r) => ({ onDoubleClick: () => setDetailId(r.id) })}
      />
      <TaskDetailDrawer
        taskId={detailId}
        onClose={() => setDetailId(null)}
        onEdit={(task) => {
          if (can(taskWorkflow, 'edit', task.status, actor, has)) setForm({ open: true, task });
        }}
        onInvite={setInviting}
      />
      <InviteModal open={inviting !== null} task={inviting ?? undefined} onClose={() => setInviting(null)} />
      <TaskFormDrawer
        open={form.open}
        task={form.task}
        onClose={() => setForm({ open: false, task: null })}
        onSaved={(saved) => setDetailId(saved.id)}
      />
    </div>
  );
}
