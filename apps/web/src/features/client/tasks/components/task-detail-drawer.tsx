import { PaperClipOutlined, UserAddOutlined } from '@ant-design/icons';
import { labelOf, orderStatus, pricingUnit, TASK_STATUS, taskStatus, workMode } from '@console/domain/enums';
import { industry } from '@console/domain/industries';
import { TASK_LIMITS, type TaskDetail } from '@console/domain/schemas/task';
import { type TaskAction, taskWorkflow } from '@console/domain/workflows/task';
import { actionsFrom } from '@console/domain/workflows/workflow';
import { Alert, Button, Descriptions, Drawer, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTimeline } from '../../../../components/client/record-timeline';
import { useActor, useLocale } from '../../../../components/client/use-actor';
import { ReasonModal } from '../../../../components/reason-modal';
import { previewFile } from '../../../../lib/file-preview/preview-store';
import { type SubmitRequest, useSubmission } from '../../../../lib/form/submission';
import { formatMoney } from '../../../../lib/money';
import { notifySuccess } from '../../../../lib/notify';
import { queryKeys } from '../../../../lib/query-keys';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useDeleteTask } from '../api/delete-task';
import { useTask } from '../api/get-task';
import { useTaskTransition } from '../api/task-transition';
import { formatTime } from './format';
import { ReviewStateTag } from './review-state-tag';
import { TaskStatusTag } from './status-tag';
import { TaskHistory } from './task-history';
import { useCanInvite } from './use-can-invite';

export interface TaskDetailDrawerProps {
  taskId: number | null;
  onClose: () => void;
  onEdit: (task: TaskDetail) => void;
  /** opens the invite dialog for this (recruiting) task */
  onInvite: (task: TaskDetail) => void;
}

/** A task with its fields, attachments, orders, history and the actions its state and the user allow. */
export function TaskDetailDrawer({ taskId, onClose, onEdit, onInvite }: TaskDetailDrawerProps) {
  const { t } = useTranslation();
  const width = useDrawerWidth();
  const { data: task, isLoading } = useTask(taskId);
  return (
    <Drawer
      open={taskId !== null}
      width={width}
      title={task ? `${t('tasks.detail')} · ${task.taskNo}` : t('tasks.detail')}
      onClose={onClose}
      destroyOnHidden
      footer={task ? <TaskActions task={task} onEdit={onEdit} onInvite={onInvite} onDeleted={onClose} /> : null}
    >
      {isLoading || !task ? <Spin /> : <TaskBody task={task} />}
    </Drawer>
  );
}

function TaskBody({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { isStaff } = useActor();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="task-detail">
      {task.status === TASK_STATUS.rejected && task.rejectReason && (
        <Alert type="error" showIcon message={t('tasks.rejectReason')} description={task.rejectReason} />
      )}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'taskNo', label: t('tasks.taskNo'), children: task.taskNo },
          {
            key: 'status',
            label: t('tasks.status'),
            children: (
              <Space size={4} wrap>
                <TaskStatusTag value={task.status} />
                <ReviewStateTag task={task} />
              </Space>
            ),
          },
          { key: 'title', label: t('tasks.name'), children: task.title, span: 2 },
          ...(isStaff ? [{ key: 'ent', label: t('tasks.enterprise'), children: task.enterpriseName, span: 2 }] : []),
          { key: 'industry', label: t('tasks.industry'), children: labelOf(industry, task.industry, locale) },
          { key: 'workMode', label: t('tasks.workMode'), children: labelOf(workMode, task.workMode, locale) },
          {
            key: 'pricing',
            label: t('tasks.pricing'),
            children: t('tasks.perUnit', {
              price: formatMoney(task.price),
              unit: labelOf(pricingUnit, task.pricingUnit, locale),
            }),
          },
          { key: 'headcount', label: t('tasks.headcount'), children: task.headcount },
          { key: 'dates', label: t('tasks.dates'), children: `${task.startDate} ~ ${task.endDate}` },
          { key: 'place', label: t('tasks.place'), children: task.place || '-' },
          {
            key: 'whitelistOnly',
            label: t('tasks.whitelistOnly'),
            span: 2,
            children: t(task.whitelistOnly ? 'tasks.whitelistOnlyYes' : 'tasks.whitelistOnlyNo'),
          },
          {
            key: 'description',
            label: t('tasks.description'),
            span: 2,
            children: (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {task.description || '-'}
              </Typography.Paragraph>
            ),
          },
          {
            key: 'attachments',
            label: t('tasks.attachments'),
            span: 2,
            children: task.attachments.length ? (
              <Space direction="vertical" size={2}>
                {task.attachments.map((a) => (
                  <Typography.Link key={a.url} onClick={() => previewFile(a.url, a.fileName)}>
                    <PaperClipOutlined /> {a.fileName}
                  </Typography.Link>
                ))}
              </Space>
            ) : (
              '-'
            ),
          },
          { key: 'createdBy', label: t('tasks.createdBy'), children: task.createdByName ?? '-' },
          { key: 'createdAt', label: t('tasks.createdAt'), children: formatTime(task.createdAt) },
          { key: 'submittedAt', label: t('tasks.submittedAt'), children: formatTime(task.submittedAt) },
          { key: 'reviewedAt', label: t('tasks.reviewedAt'), children: formatTime(task.reviewedAt) },
          ...(task.completedAt
            ? [{ key: 'completedAt', label: t('tasks.completedAt'), children: formatTime(task.completedAt) }]
            : []),
        ]}
      />
      <section>
        <Typography.Title level={5}>{t('tasks.orders')}</Typography.Title>
        {task.orderCounts.length === 0 ? (
          <Typography.Text type="secondary">{t('tasks.noOrders')}</Typography.Text>
        ) : (
          <Space wrap>
            {task.orderCounts.map((c) => (
              <Tag key={c.status} bordered={false}>
                {labelOf(orderStatus, c.status, locale)} × {c.count}
              </Tag>
            ))}
          </Space>
        )}
        {task.openOrderCount > 0 && ['2', '3'].includes(task.status) && (
          <Alert
            style={{ marginTop: 8 }}
            type="warning"
            showIcon
            message={t('tasks.openOrders', { n: task.openOrderCount })}
          />
        )}
      </section>
      <section>
        <Typography.Title level={5}>{t('tasks.history')}</Typography.Title>
        <TaskHistory taskId={task.id} />
      </section>
      <RecordTimeline
        testId="task-timeline"
        url={`client/task/${task.id}/timeline`}
        queryKey={queryKeys.tasks.timeline(task.id)}
        statusLabel={(s) => labelOf(taskStatus, s, locale)}
      />
    </Space>
  );
}

function TaskActions({
  task,
  onEdit,
  onInvite,
  onDeleted,
}: {
  task: TaskDetail;
  onEdit: (task: TaskDetail) => void;
  onInvite: (task: TaskDetail) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { actor, has } = useActor();
  const canInvite = useCanInvite()(task.status);
  const transition = useTaskTransition();
  const remove = useDeleteTask();
  const [rejecting, setRejecting] = useState(false);
  const confirmed = useSubmission();
  const actions = actionsFrom(taskWorkflow, task.status, actor, has);
  if (actions.length === 0 && !canInvite) return null;

  /** Throws when the server refuses (the http client shows why). */
  const fire = async (action: TaskAction, request: SubmitRequest) => {
    if (action === 'delete') {
      await remove.mutateAsync(task.id);
      onDeleted();
    } else if (action !== 'edit' && action !== 'reject') {
      await transition.mutateAsync({ id: task.id, action, request });
    }
    notifySuccess(t(`tasks.done.${action}`));
  };

  const busy = confirmed.busy;
  const order: TaskAction[] = ['edit', 'submit', 'approve', 'reject', 'close', 'reopen', 'complete', 'delete'];
  return (
    <Space wrap style={{ display: 'flex', justifyContent: 'flex-end' }}>
      {canInvite && (
        <Button icon={<UserAddOutlined />} data-testid="task-invite" onClick={() => onInvite(task)}>
          {t('invite.title')}
        </Button>
      )}
      {order
        .filter((a) => actions.includes(a))
        .map((action) => {
          const danger = action === 'delete' || action === 'reject';
          const primary = action === 'submit' || action === 'approve' || action === 'complete';
          const label = t(`tasks.actions.${action}`);
          if (action === 'edit') {
            return (
              <Button key={action} onClick={() => onEdit(task)}>
                {label}
              </Button>
            );
          }
          if (action === 'reject') {
            return (
              <Button key={action} danger onClick={() => setRejecting(true)}>
                {label}
              </Button>
            );
          }
          const button = (
            <Button key={action} danger={danger} type={primary ? 'primary' : 'default'} loading={busy}>
              {label}
            </Button>
          );
          // Every state change is confirmed first; delete, close and complete cannot be taken back.
          return (
            <Popconfirm
              key={action}
              title={label}
              description={<div style={{ maxWidth: 260 }}>{t(`tasks.confirm.${action}`)}</div>}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger }}
              onConfirm={() => confirmed.run((request) => fire(action, request))}
            >
              {button}
            </Popconfirm>
          );
        })}
      <RejectModal open={rejecting} taskId={task.id} onClose={() => setRejecting(false)} />
    </Space>
  );
}

function RejectModal({ open, taskId, onClose }: { open: boolean; taskId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const transition = useTaskTransition();
  return (
    <ReasonModal
      open={open}
      title={t('tasks.rejectTitle')}
      label={t('tasks.rejectReason')}
      requiredMessage={t('tasks.rules.rejectReason')}
      placeholder={t('tasks.rejectReasonPlaceholder')}
      maxLength={TASK_LIMITS.rejectReasonMax}
      okText={t('tasks.actions.reject')}
      danger
      onCancel={onClose}
      onSubmit={async (reason, request) => {
        await transition.mutateAsync({ id: taskId, action: 'reject', reason, request });
        notifySuccess(t('tasks.done.reject'));
        onClose();
      }}
    />
  );
}
