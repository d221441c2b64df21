import { labelOf, taskStatus } from '@console/domain/enums';
import type { TaskHistoryAction } from '@console/domain/schemas/task';
import { Button, Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../components/client/use-actor';
import { useTaskHistory } from '../api/get-task-history';
import { formatTime } from './format';

const colours: Record<TaskHistoryAction, string> = {
  create: 'gray',
  edit: 'gray',
  submit: 'blue',
  approve: 'green',
  reject: 'red',
  close: 'orange',
  reopen: 'blue',
  complete: 'green',
};

/** Every change of a task, oldest first: what, who (enterprise or platform), when, the status move and the reason. */
export function TaskHistory({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useTaskHistory(taskId);
  if (isLoading) return <Spin />;
  const rows = data?.pages.flatMap((p) => p.rows) ?? [];
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.noHistory')} />;
  const status = (s: string | null) => (s ? labelOf(taskStatus, s, locale) : null);
  return (
    <div data-testid="task-history">
      <Timeline
        items={rows.map((r) => {
          const from = status(r.fromStatus);
          return {
            key: r.id,
            color: colours[r.action],
            children: (
              <div data-testid="task-history-entry">
                <Typography.Text strong>{t(`tasks.historyActions.${r.action}`)}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {from ? `${from} → ${status(r.toStatus)}` : status(r.toStatus)}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {t(`tasks.actorTypes.${r.actorType}`)} · {r.actorName ?? '-'} · {formatTime(r.createdAt)}
                  </Typography.Text>
                </div>
                {r.reason && <div>{t('tasks.historyReason', { reason: r.reason })}</div>}
              </div>
            ),
          };
        })}
      />
      {hasNextPage && (
        <Button size="small" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('tasks.loadMore')}
        </Button>
      )}
    </div>
  );
}
