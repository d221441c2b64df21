import { t } from '../../../lib/i18n/i18n';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { openPhoneSocket } from '../../../lib/realtime/phone-socket';
import { useSession } from '../../../lib/session';
import { getItem, removeItem, setItem } from '../../../lib/storage';
import { sendOfflineBeacon } from '../api/agent-offline-beacon';
import { getAgentToken } from '../api/get-agent-token';
import { listSeats } from '../api/list-seats';
import { lockSeat } from '../api/lock-seat';
import { refreshSeats } from '../api/refresh-seats';
import { unlockSeat } from '../api/unlock-seat';
import { createPhone, type PhoneStore, type SavedSeat, type TabChannel } from './phone-store';

/** Session storage: survives a reload of this tab, not its closing, and is not shared with other tabs. */
const SAVED_SEAT_KEY = 'softphoneSeat';

function tabChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel('console-softphone') as TabChannel);
}

let phone: PhoneStore | null = null;

/** The console's one softphone (made when the control first mounts). */
export function consolePhone(): PhoneStore {
  phone ??= createPhone({
    listSeats,
    lockSeat,
    unlockSeat,
    refreshSeats,
    getAgentToken,
    openSocket: openPhoneSocket,
    sendBeacon: sendOfflineBeacon,
    notify: { error: notifyError, warning: notifyWarning, success: notifySuccess },
    text: (key, options) => t(`softphone.${key}`, options),
    tabChannel: tabChannel(),
    userId: () => useSession.getState().user?.userId ?? null,
    networkUp: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    savedSeat: {
      get: () => getItem<SavedSeat>(SAVED_SEAT_KEY, 'session'),
      set: (seat) => (seat ? setItem(SAVED_SEAT_KEY, seat, 'session') : removeItem(SAVED_SEAT_KEY, 'session')),
    },
  });
  return phone;
}
