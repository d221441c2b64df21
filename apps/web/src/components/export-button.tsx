import { DownloadOutlined } from '@ant-design/icons';
import type { ExportJob, ExportKind } from '@console/domain/schemas/exports';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmAction } from '../lib/confirm-action';
import { useSubmission } from '../lib/form/submission';
import { postData } from '../lib/http/client';
import { notifySuccess } from '../lib/notify';
import { usePermission } from '../lib/permissions';
import { getItem, setItem } from '../lib/storage';
import './exports-i18n';
import { queryKeys } from '../lib/query-keys';

export const DOWNLOAD_CENTRE_PATH = '/common/down-file/index';
/** The common flag of the export-notice dialog: true once the user ticked "do not show again". */
export const EXPORT_NOTICE_HIDDEN = 'exportNoticeHidden';
export const EXPORT_NOTICE_WIDTH = 510;

export interface ExportButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  kind: ExportKind;
  /** the exporter's permission, e.g. client:order:export: without it the button is not shown */
  permission: string;
  /** the list's current filters (listRequestParams(state) will do; paging and sort are ignored) */
  filters?: Record<string, unknown>;
  /**
   * The code of the export with the protected columns whole (e.g. client:order:export:unmasked): this button then
   * exports unmasked, is shown only with both codes, and says what the file holds before it starts (the server asks
   * for a step-up and logs the export).
   */
  unmaskedPermission?: string;
}

/** Starts an export of the list as filtered now; the file is generated in the background (download centre). */
export function ExportButton({
  kind,
  permission,
  unmaskedPermission,
  filters = {},
  children,
  ...rest
}: ExportButtonProps) {
  const { t } = useTranslation();
  const can = usePermission();
  const confirmAction = useConfirmAction();
  const queryClient = useQueryClient();
  // One job per click however fast the clicks come; a new Idempotency-Key after each job started.
  const submission = useSubmission();
  const [notice, setNotice] = useState(false);
  if (!can({ all: unmaskedPermission ? [permission, unmaskedPermission] : [permission] })) return null;

  const start = async () => {
    const body: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== null && v !== '') body[k] = v;
    if (unmaskedPermission) body.unmasked = true;
    const job = await submission.run((request) => postData<ExportJob>('client/export', { ...body, kind }, request));
    // Failed: the http client has shown why.
    if (job === undefined) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.exports.all });
    if (getItem<boolean>(EXPORT_NOTICE_HIDDEN, 'local')) notifySuccess(t('exports.started'));
    else setNotice(true);
  };

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        loading={submission.busy}
        onClick={
          unmaskedPermission
            ? () =>
                confirmAction({
                  title: t('exports.unmaskedTitle'),
                  content: t('exports.unmaskedConfirm'),
                  okText: t('exports.unmaskedOk'),
                  onOk: start,
                })
            : start
        }
        {...rest}
      >
        {children ?? t(unmaskedPermission ? 'exports.exportUnmasked' : 'exports.export')}
      </Button>
      <ExportNotice open={notice} onClose={() => setNotice(false)} />
    </>
  );
}

/** The export-notice dialog (510px): large exports are delivered in the download centre, which it links to. */
export function ExportNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [hide, setHide] = useState(false);
  const close = () => {
    if (hide) setItem(EXPORT_NOTICE_HIDDEN, true, 'local');
    onClose();
  };
  return (
    <Modal
      open={open}
      width={EXPORT_NOTICE_WIDTH}
      title={t('exports.noticeTitle')}
      onCancel={close}
      onOk={close}
      okText={t('exports.noticeOk')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('exports.noticeBody')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Link to={DOWNLOAD_CENTRE_PATH} onClick={close} data-testid="export-notice-link">
          {t('exports.noticeLink')}
        </Link>
      </Typography.Paragraph>
      <Checkbox checked={hide} onChange={(e) => setHide(e.target.checked)}>
        {t('exports.noticeDontShow')}
      </Checkbox>
    </Modal>
  );
}
