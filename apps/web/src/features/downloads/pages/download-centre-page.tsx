import { DeleteOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ExportJob, ExportStatus } from '@console/domain/schemas/exports';
import { Button, Card, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/exports-i18n';
import { useConfirmAction } from '../../../lib/confirm-action';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { actionsColumn } from '../../../lib/list/row-actions';
import { useListState } from '../../../lib/list/use-list-state';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteExport } from '../api/delete-export';
import { downloadExport } from '../api/download-export';
import { useExportJobs } from '../api/get-export-jobs';

const STATUS_COLOURS: Record<ExportStatus, string> = {
  pending: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

export function formatSize(bytes: number | null): string {
  if (bytes === null) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// Minutes are enough here.
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

/** /common/down-file/index: the signed-in user's export files, polled while any is being generated. */
export function DownloadCentrePage() {
  const { t } = useTranslation();
  const progressName = (job: ExportJob) => `${t('exports.progress')} ${nameOf(job)}`;
  const [state, setState] = useListState();
  const { data, isFetching, refetch } = useExportJobs({ pageNum: state.pageNum, pageSize: state.pageSize });
  const [downloading, setDownloading] = useState<number | null>(null);
  const confirmAction = useConfirmAction();
  const removal = useDeleteExport();
  const nameOf = (job: ExportJob) => job.fileName ?? t(`exports.kinds.${job.kind}`);

  // A job being generated is still written by its instance: the server refuses (409), so the button waits.
  const remove = (job: ExportJob) => {
    confirmAction({
      title: t('exports.deleteTitle'),
      content: t('exports.deleteConfirm', { name: nameOf(job) }),
      danger: true,
      okText: t('exports.delete'),
      // A refusal (409: the job started meanwhile) is shown by the http client; the dialog just closes.
      onOk: () =>
        removal.mutateAsync(job.id).then(
          () => notifySuccess(t('exports.deleted')),
          () => undefined,
        ),
    });
  };

  const save = async (job: ExportJob) => {
    setDownloading(job.id);
    try {
      await downloadExport(job.id, job.fileName);
    } finally {
      setDownloading(null);
    }
  };

  // Name, status, progress and time first: they show at 1280 px and up with the sidebar open.
  const columns: ListColumn<ExportJob>[] = [
    {
      title: t('exports.fileName'),
      dataIndex: 'fileName',
      key: 'fileName',
      ellipsis: true,
      width: 240,
      render: (v: string | null, job) =>
        v ??
        (job.status === 'pending' || job.status === 'running'
          ? `${t(`exports.kinds.${job.kind}`)} (${t('exports.generating')})`
          : t(`exports.kinds.${job.kind}`)),
    },
    {
      title: t('exports.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: ExportStatus, job) => {
        const tag = (
          <Tag color={STATUS_COLOURS[v]} bordered={false}>
            {t(`exports.statuses.${v}`)}
          </Tag>
        );
        return v === 'failed' && job.error ? <Tooltip title={job.error}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: t('exports.progress'),
      key: 'progress',
      width: 130,
      render: (_, job) =>
        // each bar named for screen readers by its column and file
        job.status === 'pending' || job.status === 'running' ? (
          <Progress percent={job.progress} size="small" status="active" aria-label={progressName(job)} />
        ) : job.status === 'done' ? (
          <Progress percent={100} size="small" aria-label={progressName(job)} />
        ) : (
          <Progress percent={job.progress} size="small" status="exception" aria-label={progressName(job)} />
        ),
    },
    { title: t('exports.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: time },
    { title: t('exports.kind'), dataIndex: 'kind', key: 'kind', render: (v: string) => t(`exports.kinds.${v}`) },
    { title: t('exports.rows'), dataIndex: 'rowCount', key: 'rowCount', render: (v: number | null) => v ?? '-' },
    { title: t('exports.size'), dataIndex: 'size', key: 'size', render: formatSize },
    { title: t('exports.finishedAt'), dataIndex: 'finishedAt', key: 'finishedAt', render: time },
    {
      title: t('exports.expiresAt'),
      dataIndex: 'expiresAt',
      key: 'expiresAt',
      // The day is what matters (the sweep runs hourly, so the minute would promise too much).
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '-'),
    },
    ...actionsColumn<ExportJob>(t('list.actions'), (job) => [
      {
        key: 'download',
        label: t('exports.download'),
        icon: <DownloadOutlined />,
        disabled: job.status !== 'done',
        loading: downloading === job.id,
        onClick: () => save(job),
      },
      {
        key: 'delete',
        label: t('exports.delete'),
        danger: true,
        icon: <DeleteOutlined />,
        disabled: job.status === 'running',
        onClick: () => remove(job),
      },
    ]),
  ];

  return (
    <div className="page download-centre">
      <Card variant="borderless">
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
          <Typography.Text type="secondary">{t('exports.centreHint')}</Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={() => refetch()} loading={isFetching}>
            {t('list.refresh')}
          </Button>
        </Space>
        <ListTable<ExportJob>
          rowKey="id"
          rows={data?.rows}
          total={data?.total}
          loading={isFetching && !data}
          state={state}
          onStateChange={setState}
          columns={columns}
          card={{
            title: 'fileName',
            extra: 'status',
            fields: ['kind', 'progress', 'rowCount', 'size', 'createdAt', 'expiresAt'],
          }}
        />
      </Card>
    </div>
  );
}
