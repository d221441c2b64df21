import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../lib/realtime/realtime-socket';
import './chat-i18n';

const colours: Record<ConnectionState, 'success' | 'processing' | 'warning' | 'default'> = {
  connected: 'success',
  connecting: 'processing',
  reconnecting: 'warning',
  offline: 'default',
};

/** The channel's state in words (connected, reconnecting, offline), announced when it changes. */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  return (
    <span className="chat-connection" role="status" data-state={state}>
      <Badge status={colours[state]} text={t(`chat.connection.${state}`)} />
    </span>
  );
}
