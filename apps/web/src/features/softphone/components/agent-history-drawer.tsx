import { agentStateReason, forceOfflineReason, labelOf } from '@console/domain/enums';
import type { AgentStateOption, WallboardSeat } from '@console/domain/schemas/softphone';
import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Empty, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { queryKeys } from '../../../lib/query-keys';
import { useDrawerWidth } from '../../../lib/use-narrow';
import { useAgentStates } from '../api/get-agent-states';
import { useStateName } from './state-name';

/**
 * A seat's state history as recorded (append-only), newest first: from, to, why, and a supervisor's reason and
 * note. Read again whenever the board changes (`changedAt`), so it follows the wallboard without polling.
 */
export function AgentHistoryDrawer({
  seat,
  states,
  changedAt,
  onClose,
}: {
  seat: WallboardSeat | null;
  states: AgentStateOption[];
  changedAt: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth(480);
  const label = useStateName(states);
  const history = useAgentStates(seat?.agentId ?? null);
  const client = useQueryClient();
  const agentId = seat?.agentId;
  useEffect(() => {
    if (agentId && changedAt) void client.invalidateQueries({ queryKey: queryKeys.agentStates.list(agentId) });
  }, [agentId, changedAt, client]);
  const rows = history.data?.rows ?? [];
  return (
    <Drawer
      title={seat ? t('softphone.wallboard.historyTitle', { voip: seat.voipNumber }) : ''}
      open={seat !== null}
      width={width}
      onClose={onClose}
    >
      {history.isLoading ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description={t('softphone.wallboard.historyEmpty')} />
      ) : (
        <ol className="wallboard-history" data-testid="agent-history">
          {rows.map((row) => (
            <li key={row.id}>
              <time dateTime={row.at}>{dayjs(row.at).format('MM-DD HH:mm:ss')}</time>
              <span>
                {label(row.fromState)} → <strong>{label(row.toState)}</strong>
              </span>
              <Tag bordered={false}>{labelOf(agentStateReason, row.reason, locale)}</Tag>
              {row.detail && <span>{labelOf(forceOfflineReason, row.detail, locale)}</span>}
              {row.note && <span>{row.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </Drawer>
  );
}
