import type { CallRecordRow } from '@console/domain/schemas/softphone';
import { Descriptions, Drawer, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDrawerWidth } from '../../../lib/use-narrow';
import { formatDuration } from './call-timer';
import { OutcomeTag } from './outcome-tag';

export const recordTime = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

/** One call record in full: the note whole (the list cuts it), every time, the seat and who worked it. */
export function CallRecordDrawer({ record, onClose }: { record: CallRecordRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const width = useDrawerWidth(560);
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
