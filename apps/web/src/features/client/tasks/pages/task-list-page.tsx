import { PlusOutlined } from '@ant-design/icons';
import { labelOf, optionsOf, pricingUnit, taskStatus, workMode } from '@console/domain/enums';
import { industries, industry } from '@console/domain/industries';
import type { TaskDetail, TaskRow } from '@console/domain/schemas/task';
import { taskWorkflow } from '@console/domain/workflows/task';
import { can } from '@console/domain/workflows/workflow';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/export-button';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { listRequestParams } from '../../../../lib/list/list-state';
import { ListTable } from '../../../../lib/list/list-table';
import { useListState } from '../../../../lib/list/use-list-state';
import { InviteModal } from '../../shared/components/invite-modal';
import { useTasks } from '../api/get-tasks';
import { EnterpriseSelect } from '../components/enterprise-select';
import { formatMoney, formatTime } from '../components/format';
import { TaskStatusTag } from '../components/status-tag';
import { TaskDetailDrawer } from '../components/task-detail-drawer';
import { TaskFormDrawer } from '../components/task-form-drawer';
import { useActor, useCanInvite, useLocale } from '../components/use-actor';
import '../i18n';

/** /client/task/taskList: the enterprise's own tasks, or every enterprise's for platform staff. */
export function TaskListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { actor, has, isStaff } = useActor();
  const [state, setState] = useListState();
  const params = listRequestParams(state);
  const { data, isFetching } = useTasks(params);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [form, setForm] = useState<{ open: boolean; task: TaskDetail | null }>({ open: false, task: null });
  const [inviting, setInviting] = useState<Pick<TaskRow, 'id' | 'title' | 'taskNo'> | null>(null);
  const canCreate = actor === 'enterprise' && has('client:task:add');
  const canInvite = useCanInvite();

  const columns: ColumnsType<TaskRow> = [
    {
      key: 'taskNo',
      title: t('tasks.taskNo'),
      dataIndex: 'taskNo',
      fixed: 'left',
      render: (no: string, r) => <Typography.Link onClick={() => setDetailId(r.id)}>{no}</Typography.Link>,
    },
    { key: 'title', title: t('tasks.name'), dataIndex: 'title', ellipsis: true, width: 220 },
    ...(isStaff
      ? [
          {
            key: 'enterpriseName',
            title: t('tasks.enterprise'),
            dataIndex: 'enterpriseName',
            ellipsis: true,
            width: 200,
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
    {
      key: 'price',
      title: t('tasks.price'),
      dataIndex: 'price',
      sorter: true,
      align: 'right',
      render: (v: string, r) =>
        t('tasks.perUnit', { price: formatMoney(v), unit: labelOf(pricingUnit, r.pricingUnit, locale) }),
    },
    { key: 'headcount', title: t('tasks.headcount'), dataIndex: 'headcount', align: 'right' },
    {
      key: 'startDate',
      title: t('tasks.dates'),
      dataIndex: 'startDate',
      sorter: true,
      render: (v: string, r) => `${v} ~ ${r.endDate}`,
    },
    {
      key: 'status',
      title: t('tasks.status'),
      dataIndex: 'status',
      render: (v: string) => <TaskStatusTag value={v} />,
    },
    { key: 'orderCount', title: t('tasks.orderCount'), dataIndex: 'orderCount', align: 'right' },
    { key: 'createdAt', title: t('tasks.createdAt'), dataIndex: 'createdAt', sorter: true, render: formatTime },
    {
      key: 'actions',
      title: t('list.actions'),
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setDetailId(r.id)}>
            {t('list.detail')}
          </Button>
          {canInvite(r.status) && (
            <Button type="link" size="small" data-testid="task-row-invite" onClick={() => setInviting(r)}>
              {t('tasks.invite')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="page task-list-page">
      <FilterBar
        state={state}
        onStateChange={setState}
        extra={
          <Space wrap>
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, task: null })}>
                {t('tasks.create')}
              </Button>
            )}
            <ExportButton kind="tasks" permission="client:task:export" filters={state.filters} />
          </Space>
        }
      >
        <Form.Item name="keyword" label={t('list.keyword')}>
          <Input allowClear placeholder={t('tasks.keywordPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('tasks.status')}>
          <Select
            allowClear
            placeholder={t('list.all')}
            style={{ width: 140 }}
            options={optionsOf(taskStatus, locale)}
          />
        </Form.Item>
        <Form.Item name="industry" label={t('tasks.industry')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('list.all')}
            style={{ width: 200 }}
            popupMatchSelectWidth={false}
            options={industries.map((i) => ({ value: i.code, label: i[locale] }))}
          />
        </Form.Item>
        <Form.Item name="workMode" label={t('tasks.workMode')}>
          <Select allowClear placeholder={t('list.all')} style={{ width: 130 }} options={optionsOf(workMode, locale)} />
        </Form.Item>
        {isStaff && (
          <Form.Item name="enterpriseId" label={t('tasks.enterprise')}>
            <EnterpriseSelect />
          </Form.Item>
        )}
      </FilterBar>
      <ListTable<TaskRow>
        rowKey="id"
        rows={data?.rows}
        total={data?.total}
        loading={isFetching}
        state={state}
        onStateChange={setState}
        columns={columns}
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
