import { labelOf, pricingUnit } from '@console/domain/enums';
import type { ReviewQueueRow } from '@console/domain/schemas/admin';
import { TASK_LIMITS } from '@console/domain/schemas/task';
import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterpriseFilter } from '../../../components/client/enterprise-select';
import { FormModal } from '../../../components/form-modal';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useBulkSelection } from '../../../lib/list/bulk-selection';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { actionsColumn } from '../../../lib/list/row-actions';
import { useListPage } from '../../../lib/list/use-list-page';
import { formatMoney } from '../../../lib/money';
import { notifySuccess } from '../../../lib/notify';
import { bulkReviewTasks, useAfterBulkReview } from '../api/bulk-review-tasks';
import { getReviewQueue, useReviewQueue } from '../api/get-review-queue';
import { useReviewTask } from '../api/review-task';
import '../i18n';
import { useConfirmAction } from '../../../lib/confirm-action';

/** 系统管理 / 任务审核: every enterprise's tasks waiting for review, approved or rejected through the task workflow. */
export function TaskReviewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirmAction = useConfirmAction();
  const list = useListPage(useReviewQueue);
  const review = useReviewTask();
  const [rejecting, setRejecting] = useState<ReviewQueueRow | null>(null);
  const afterBulk = useAfterBulkReview();
  const selection = useBulkSelection<ReviewQueueRow>({
    ...list.table,
    keyOf: (r) => r.id,
    labelOf: (r) => `${r.taskNo} ${r.title}`,
    fetchPage: getReviewQueue,
  });
  const reasonItem = (
    <Form.Item
      name="reason"
      label={t('system.rejectReason')}
      rules={[{ required: true, whitespace: true, message: t('system.rejectReasonRequired') }]}
    >
      <Input.TextArea rows={3} maxLength={TASK_LIMITS.rejectReasonMax} showCount />
    </Form.Item>
  );

  const approve = (row: ReviewQueueRow) =>
    confirmAction({
      content: t('system.approveConfirm', { title: row.title }),
      onOk: async () => {
        await review.mutateAsync({ id: row.id, decision: 'approve' });
        notifySuccess(t('system.approved'));
      },
    });

  const columns: ListColumn<ReviewQueueRow>[] = [
    { key: 'taskNo', title: t('system.taskNo'), dataIndex: 'taskNo', fixed: 'left' },
    { key: 'title', title: t('system.taskTitle'), dataIndex: 'title', ellipsis: true, width: 220 },
    {
      key: 'enterprise',
      title: t('system.entName'),
      dataIndex: 'enterpriseName',
    },
    {
      key: 'price',
      title: t('system.price'),
      dataIndex: 'price',
      sorter: true,
      align: 'right',
      render: (v: string, r) => `${formatMoney(v)} / ${labelOf(pricingUnit, r.pricingUnit, locale)}`,
    },
    { key: 'headcount', title: t('system.headcount'), dataIndex: 'headcount' },
    {
      key: 'submittedAt',
      title: t('system.submittedAt'),
      dataIndex: 'submittedAt',
      sorter: true,
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-'),
    },
    ...actionsColumn<ReviewQueueRow>(t('list.actions'), (r) => [
      { key: 'approve', label: t('system.approve'), onClick: () => approve(r) },
      { key: 'reject', label: t('system.reject'), danger: true, onClick: () => setRejecting(r) },
    ]),
  ];

  return (
    <div className="page system-review-page">
      <FilterBar {...list.filterBar}>
        <KeywordFilter placeholder={t('system.keywordTasks')} />
        <EnterpriseFilter />
      </FilterBar>
      <ListTable<ReviewQueueRow, { reject: { reason: string } }>
        {...list.table}
        rowKey="id"
        columns={columns}
        bulk={{
          selection,
          actions: [
            {
              key: 'approve',
              label: t('system.approve'),
              send: (ids, request) => bulkReviewTasks('approve', ids, undefined, request),
              onDone: afterBulk,
            },
            {
              key: 'reject',
              label: t('system.reject'),
              danger: true,
              form: reasonItem,
              send: (ids, v, request) => bulkReviewTasks('reject', ids, v.reason.trim(), request),
              onDone: afterBulk,
            },
          ],
        }}
        card={{ title: 'taskNo', fields: ['title', 'enterprise', 'price', 'headcount', 'submittedAt'] }}
      />
      <FormModal<{ reason: string }>
        open={rejecting !== null}
        title={rejecting ? `${t('system.rejectTitle')} · ${rejecting.title}` : t('system.rejectTitle')}
        onCancel={() => setRejecting(null)}
        onSubmit={async (v, request) => {
          if (!rejecting) return;
          await review.mutateAsync({ id: rejecting.id, decision: 'reject', reason: v.reason.trim(), request });
          notifySuccess(t('system.rejected'));
          setRejecting(null);
        }}
      >
        {reasonItem}
      </FormModal>
    </div>
  );
}
