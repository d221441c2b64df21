import { PlayCircleOutlined } from '@ant-design/icons';
import type { CallRecordRow } from '@console/domain/schemas/softphone';
import { Button, Descriptions, Drawer, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../lib/permissions';
import { useDrawerWidth } from '../../../lib/use-narrow';
import { usePlayRecording } from '../api/get-call-recording';
import { formatDuration } from './call-timer';
import { OutcomeTag } from './outcome-tag';

export const recordTime = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

/**
 * One call record in full: the note whole (the list cuts it), every time, the seat and who worked it, and for
 * holders of telManage:record:listen its recording (played in the audio dialog) or why there is none.
 */
export function CallRecordDrawer({ record, onClose }: { record: CallRecordRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const width = useDrawerWidth(560);
  const canListen = usePermission()({ any: ['telManage:record:listen'] });
  return (
    <Drawer
      title={record ? `${t('softphone.records.detail')} ${record.maskedNumber}` : ''}
      open={record !== null}
      width={width}
      onClose={onClose}
    >
      {record && (
        <Descriptions bordered size="small" column={1} data-testid="call-record-fields">
          <Descriptions.Item label={t('softphone.records.number')}>{record.maskedNumber}</Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.direction')}>
            {t(`softphone.records.directions.${record.direction}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.outcome')}>
            <OutcomeTag value={record.outcome} />
          </Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.business')}>
            {record.businessType && record.businessId
              ? t('softphone.businessOf', {
                  type: t(`softphone.businessType.${record.businessType}`, { defaultValue: record.businessType }),
                  id: record.businessId,
                })
              : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.agent')}>{record.voipNumber}</Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.user')}>{record.userName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.rungAt')}>{recordTime(record.rungAt)}</Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.answeredAt')}>
            {recordTime(record.answeredAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.endedAt')}>{recordTime(record.endedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('softphone.records.duration')}>
            {record.durationSeconds === null ? '-' : formatDuration(record.durationSeconds)}
          </Descriptions.Item>
          {canListen && (
            <Descriptions.Item label={t('softphone.records.recording')}>
              <RecordingOf record={record} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('softphone.records.note')}>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {record.note || '-'}
            </Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

/** The call's recording: a talked call's plays in the audio dialog; else why there is none. */
function RecordingOf({ record }: { record: CallRecordRow }) {
  const { t } = useTranslation();
  const recording = usePlayRecording();
  if (record.recording)
    return (
      <Button
        size="small"
        icon={<PlayCircleOutlined />}
        loading={recording.loading === record.id}
        onClick={() => void recording.play(record.id)}
        data-testid="drawer-play-recording"
      >
        {t('softphone.records.play')}
      </Button>
    );
  const why = record.recordingExpired
    ? 'recordingExpired'
    : record.answeredAt === null
      ? 'recordingNone'
      : 'recordingPending';
  return (
    <Typography.Text type="secondary" data-testid="drawer-no-recording">
      {t(`softphone.records.${why}`)}
    </Typography.Text>
  );
}
