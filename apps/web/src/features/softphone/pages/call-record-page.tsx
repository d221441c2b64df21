import { PhoneOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { callOutcome, optionsOf } from '@console/domain/enums';
import type { CallRecordRow } from '@console/domain/schemas/softphone';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { useListPage } from '../../../lib/list/use-list-page';
import { usePermission } from '../../../lib/permissions';
import { usePlayRecording } from '../api/get-call-recording';
import { useCallRecords } from '../api/get-call-records';
import { CallRecordDrawer, recordTime } from '../components/call-record-drawer';
import { formatDuration } from '../components/call-timer';
import { OutcomeTag } from '../components/outcome-tag';
import { SimulateInboundDialog } from '../components/simulate-inbound-dialog';
import '../i18n';
import { actionsColumn } from '../../../lib/list/row-actions';

const time = recordTime;

/**
 * /callCenter/callRecord/index: the call records (every record of the call centre for telManage:record holders,
 * else one's own), filtered by time, business id or number, direction and outcome, paged by the server, exported
 * through the download centre; holders of telManage:simulate can ring a seat from the simulator here, holders of
 * telManage:record:listen play a talked call's recording in the audio dialog.
 */
export function CallRecordPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const locale = useLocale();
  const list = useListPage(useCallRecords);
  const [simulating, setSimulating] = useState(false);
  const [open, setOpen] = useState<CallRecordRow | null>(null);
  const recording = usePlayRecording();
  const canListen = can({ any: ['telManage:record:listen'] });

  const columns: ListColumn<CallRecordRow>[] = [
    {
      key: 'rungAt',
      title: t('softphone.records.rungAt'),
      dataIndex: 'rungAt',
      fixed: 'left',
      render: (v: string, r) => <Typography.Link onClick={() => setOpen(r)}>{time(v)}</Typography.Link>,
    },
    {
      key: 'direction',
      title: t('softphone.records.direction'),
      dataIndex: 'direction',
      render: (v: 'in' | 'out') => t(`softphone.records.directions.${v}`),
    },
    { key: 'maskedNumber', title: t('softphone.records.number'), dataIndex: 'maskedNumber' },
    {
      key: 'outcome',
      title: t('softphone.records.outcome'),
      dataIndex: 'outcome',
      render: (v: string | null) => <OutcomeTag value={v} />,
    },
    {
      key: 'durationSeconds',
      title: t('softphone.records.duration'),
      dataIndex: 'durationSeconds',
      align: 'right',
      render: (v: number | null) => (v === null ? '-' : formatDuration(v)),
    },
    {
      key: 'business',
      title: t('softphone.records.business'),
      render: (_: unknown, r) =>
        r.businessType && r.businessId
          ? t('softphone.businessOf', {
              type: t(`softphone.businessType.${r.businessType}`, { defaultValue: r.businessType }),
              id: r.businessId,
            })
          : '-',
    },
    { key: 'voipNumber', title: t('softphone.records.agent'), dataIndex: 'voipNumber' },
    {
      key: 'userName',
      title: t('softphone.records.user'),
      dataIndex: 'userName',
      render: (v: string | null) => v ?? '-',
    },
    { key: 'answeredAt', title: t('softphone.records.answeredAt'), dataIndex: 'answeredAt', render: time },
    { key: 'endedAt', title: t('softphone.records.endedAt'), dataIndex: 'endedAt', render: time },
    {
      key: 'note',
      title: t('softphone.records.note'),
      dataIndex: 'note',
      ellipsis: true,
      width: 200,
      render: (v: string | null) => v || '-',
    },
    ...actionsColumn<CallRecordRow>(t('list.actions'), (r) => [
      { key: 'detail', label: t('list.detail'), onClick: () => setOpen(r) },
      {
        key: 'play',
        label: t('softphone.records.play'),
        icon: <PlayCircleOutlined />,
        show: canListen && r.recording,
        loading: recording.loading === r.id,
        onClick: () => void recording.play(r.id),
        testId: `play-recording-${r.id}`,
      },
    ]),
  ];

  return (
    <Card variant="borderless">
      <FilterBar
        {...list.filterBar}
        dateRangeLabel={t('softphone.records.rungAt')}
        extra={
          <Space wrap>
            {can({ any: ['telManage:simulate'] }) && (
              <Button icon={<PhoneOutlined />} onClick={() => setSimulating(true)} data-testid="simulate-inbound">
                {t('softphone.simulate.open')}
              </Button>
            )}
            <ExportButton kind="callRecords" permission="telManage:record:export" filters={list.state.filters} />
          </Space>
        }
      >
        <KeywordFilter placeholder={t('softphone.records.keyword')} />
        <SelectFilter
          name="direction"
          label={t('softphone.records.direction')}
          width={110}
          options={(['out', 'in'] as const).map((v) => ({ value: v, label: t(`softphone.records.directions.${v}`) }))}
        />
        <SelectFilter
          name="outcome"
          label={t('softphone.records.outcome')}
          width={150}
          options={optionsOf(callOutcome, locale)}
        />
      </FilterBar>
      <ListTable<CallRecordRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'maskedNumber',
          extra: 'outcome',
          fields: ['rungAt', 'direction', 'durationSeconds', 'business', 'voipNumber', 'note'],
        }}
      />
      <CallRecordDrawer record={open} onClose={() => setOpen(null)} />
      <SimulateInboundDialog open={simulating} onClose={() => setSimulating(false)} />
    </Card>
  );
}
