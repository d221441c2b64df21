import { forceOfflineReason, optionsOf } from '@console/domain/enums';
import type { ForceOfflineReason, Wallboard, WallboardSeat } from '@console/domain/schemas/softphone';
import { Badge, Button, Card, Empty, Form, Input, Select, Space, Statistic, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../lib/notify';
import { forceOffline } from '../api/force-offline';
import { AgentHistoryDrawer } from '../components/agent-history-drawer';
import { formatDuration } from '../components/call-timer';
import { useStateName } from '../components/state-name';
import { useWallboard } from '../components/use-wallboard';
import '../i18n';
import './wallboard-page.css';

const STATE_COLOURS: Record<string, string> = {
  idle: 'green',
  ringing: 'gold',
  talking: 'blue',
  wrapup: 'cyan',
  missed: 'red',
  offline: 'default',
};

/** Re-renders every second (time in state ticks). */
function useSecond(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /callCenter/wallboard (telManage:monitor): the supervisor's wallboard, live over the /wallboard socket: calls
 * waiting, missed calls waiting to be called back, today's answered, missed and average talk time, and every seat
 * with its agent, state and time in it; an agent online can be taken offline with a reason they are shown.
 */
export function WallboardPage() {
  const { t } = useTranslation();
  const { board, skew, connection } = useWallboard();
  const [forcing, setForcing] = useState<WallboardSeat | null>(null);
  const [watching, setWatching] = useState<WallboardSeat | null>(null);
  const now = useSecond() + skew;
  return (
    <div className="wallboard" data-testid="wallboard">
      <div className="wallboard-status" aria-live="polite">
        {connection === 'connected' ? (
          <Badge status="processing" text={t('softphone.wallboard.live')} />
        ) : (
          <Badge
            status="warning"
            text={t(connection === 'offline' ? 'softphone.wallboard.offline' : 'softphone.wallboard.reconnecting')}
          />
        )}
      </div>
      <Figures board={board} />
      <Card variant="borderless" title={<h2 className="wallboard-heading">{t('softphone.wallboard.seats')}</h2>}>
        {board && board.seats.length === 0 && <Empty description={t('softphone.wallboard.empty')} />}
        <ul className="wallboard-seats" data-testid="wallboard-seats">
          {board?.seats.map((seat) => (
            <SeatTile
              key={seat.agentId}
              seat={seat}
              board={board}
              now={now}
              onForce={() => setForcing(seat)}
              onHistory={() => setWatching(seat)}
            />
          ))}
        </ul>
      </Card>
      <ForceOfflineDialog seat={forcing} onClose={() => setForcing(null)} />
      <AgentHistoryDrawer
        seat={watching}
        states={board?.states ?? []}
        changedAt={board?.at}
        onClose={() => setWatching(null)}
      />
    </div>
  );
}

function Figures({ board }: { board: Wallboard | null }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'waiting', value: board?.waiting },
    { key: 'callbacksWaiting', value: board?.callbacksWaiting },
    { key: 'answered', value: board?.today.answered },
    { key: 'missed', value: board?.today.missed },
    {
      key: 'averageTalk',
      value: board ? formatDuration(board.today.averageTalkSeconds) : undefined,
    },
  ];
  return (
    <div className="wallboard-figures">
      {figures.map((f) => (
        <Card key={f.key} variant="borderless" size="small" data-testid={`wallboard-${f.key}`}>
          <Statistic title={t(`softphone.wallboard.${f.key}`)} value={f.value ?? '-'} loading={!board} />
        </Card>
      ))}
    </div>
  );
}

function SeatTile({
  seat,
  board,
  now,
  onForce,
  onHistory,
}: {
  seat: WallboardSeat;
  board: Wallboard;
  now: number;
  onForce: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const label = useStateName(board.states)(seat.state);
  const online = seat.state !== 'offline';
  return (
    <li className="wallboard-seat" data-testid={`wallboard-seat-${seat.agentId}`}>
      <div className="wallboard-seat-head">
        <strong>{seat.voipNumber}</strong>
        <Tag color={STATE_COLOURS[seat.state] ?? 'orange'} data-testid="wallboard-state">
          {label}
        </Tag>
      </div>
      <dl className="wallboard-seat-fields">
        <dt>{t('softphone.wallboard.agent')}</dt>
        <dd data-testid="wallboard-agent">{seat.userName ?? '-'}</dd>
        <dt>{t('softphone.wallboard.inState')}</dt>
        <dd data-testid="wallboard-in-state">
          {seat.since === null ? '-' : formatDuration((now - seat.since) / 1000)}
        </dd>
        {online && (
          <>
            <dt>{t('softphone.wallboard.connection')}</dt>
            <dd data-testid="wallboard-connection">
              {seat.connected ? t('softphone.wallboard.connected') : t('softphone.wallboard.disconnected')}
            </dd>
          </>
        )}
      </dl>
      <Space wrap>
        <Button size="small" onClick={onHistory} data-testid="wallboard-history">
          {t('softphone.wallboard.history')}
        </Button>
        {online && (
          <Button danger size="small" onClick={onForce} data-testid="wallboard-force">
            {t('softphone.wallboard.forceOffline')}
          </Button>
        )}
      </Space>
    </li>
  );
}

interface ForceValues {
  reason: ForceOfflineReason;
  note?: string;
}

function ForceOfflineDialog({ seat, onClose }: { seat: WallboardSeat | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <FormModal<ForceValues>
      open={seat !== null}
      title={t('softphone.wallboard.forceTitle', { voip: seat?.voipNumber ?? '' })}
      okText={t('softphone.wallboard.confirm')}
      danger
      onCancel={onClose}
      formProps={{ 'data-testid': 'force-offline-form' }}
      onSubmit={async (values, request) => {
        if (!seat) return;
        await forceOffline(
          { agentId: seat.agentId, reason: values.reason, note: values.note?.trim() || undefined },
          request,
        );
        notifySuccess(t('softphone.wallboard.done', { voip: seat.voipNumber }));
        onClose();
      }}
    >
      <Form.Item
        name="reason"
        label={t('softphone.wallboard.reason')}
        rules={[{ required: true, message: t('softphone.wallboard.reasonRequired') }]}
      >
        <Select options={optionsOf(forceOfflineReason, locale)} data-testid="force-reason" />
      </Form.Item>
      <Form.Item name="note" label={t('softphone.wallboard.note')}>
        <Input.TextArea rows={2} maxLength={200} placeholder={t('softphone.wallboard.notePlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
