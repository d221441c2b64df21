import { InboxOutlined } from '@ant-design/icons';
import {
  IMPORT_QUEUE_ABOVE,
  type ImportCheck,
  type ImportCommitResult,
  type ImportKind,
  type ImportMode,
} from '@console/domain/schemas/imports';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Modal, Progress, Radio, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmission } from '../lib/form/submission';
import { postData } from '../lib/http/client';
import { download } from '../lib/http/download';
import { notifySuccess } from '../lib/notify';
import { queryKeys } from '../lib/query-keys';
import { uploadFile } from '../lib/upload/upload-file';
import { DOWNLOAD_CENTRE_PATH } from './export-button';
import './imports-i18n';

export interface ImportDialogProps {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
}

/** The lists an import of each kind adds rows to. */
const listsOf = {
  tasks: queryKeys.tasks.lists,
  lists: queryKeys.lists.entries,
  words: queryKeys.moderation.all,
  invitations: queryKeys.orders.all,
} as const satisfies Record<ImportKind, readonly unknown[]>;

/**
 * The import dialog (import-button.tsx opens it; issue 23): the template, the upload with its progress and the
 * server's check, the checked file back with a column of errors, and the commit in the mode the user picks.
 */
export function ImportDialog({ kind, open, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmission();
  const [progress, setProgress] = useState<number | null>(null);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [mode, setMode] = useState<ImportMode>('valid');
  const reset = () => {
    setCheck(null);
    setProgress(null);
    setMode('valid');
  };
  const upload = async (file: File) => {
    setProgress(0);
    try {
      const checked = (await uploadFile(file, file.name, {
        url: `import/${kind}/check`,
        onProgress: setProgress,
      })) as unknown as ImportCheck;
      setCheck(checked);
    } catch {
      // The http client has shown why.
    } finally {
      setProgress(null);
    }
  };
  const commit = async () => {
    if (!check) return;
    const done = await submission.run((request) =>
      postData<ImportCommitResult>(`import/${check.id}/commit`, { mode }, request),
    );
    if (!done) return;
    if (done.jobId !== null) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.exports.all });
      notifySuccess(t('imports.queued'));
    } else {
      notifySuccess(t('imports.done', { n: done.inserted }));
      void queryClient.invalidateQueries({ queryKey: listsOf[kind] });
    }
    onClose();
    reset();
  };

  return (
    <Modal
      open={open}
      title={t('imports.title')}
      width={640}
      onCancel={() => {
        onClose();
        reset();
      }}
      footer={null}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('imports.templateHint')}</Typography.Paragraph>
        <Button onClick={() => download(`import/${kind}/template`, undefined, `${kind}-template.xlsx`)}>
          {t('imports.template')}
        </Button>
        {!check && (
          <Upload.Dragger
            accept=".xlsx,.csv"
            showUploadList={false}
            disabled={progress !== null}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{progress === null ? t('imports.drop') : t('imports.checking')}</p>
            {progress !== null && <Progress percent={progress} size="small" />}
          </Upload.Dragger>
        )}
        {check && (
          <>
            <Alert
              type={check.invalid > 0 ? 'warning' : 'success'}
              message={t('imports.counts', { total: check.total, valid: check.valid, invalid: check.invalid })}
              data-testid="import-counts"
            />
            {check.errors.length > 0 && (
              <List
                size="small"
                header={t('imports.firstErrors', { n: check.errors.length })}
                dataSource={check.errors}
                renderItem={(e) => (
                  <List.Item>
                    {t('imports.row', { row: e.row })}
                    {e.message}
                  </List.Item>
                )}
              />
            )}
            {check.invalid > 0 && (
              <Button onClick={() => download(`import/${check.id}/annotated`, undefined, check.fileName)}>
                {t('imports.annotated')}
              </Button>
            )}
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} aria-label={t('imports.mode')}>
              <Space direction="vertical">
                <Radio value="valid">{t('imports.modeValid')}</Radio>
                <Radio value="all">{t('imports.modeAll')}</Radio>
              </Space>
            </Radio.Group>
            {check.queued && (
              <Typography.Paragraph>
                {t('imports.queuedHint', { n: IMPORT_QUEUE_ABOVE })}{' '}
                <Link to={DOWNLOAD_CENTRE_PATH}>{t('exports.noticeLink')}</Link>
              </Typography.Paragraph>
            )}
            <Space wrap>
              <Button
                type="primary"
                loading={submission.busy}
                disabled={check.valid === 0 || (mode === 'all' && check.invalid > 0)}
                onClick={commit}
              >
                {t('imports.commit')}
              </Button>
              <Button onClick={reset}>{t('imports.again')}</Button>
            </Space>
          </>
        )}
      </Space>
    </Modal>
  );
}
