import { CustomerServiceOutlined, DownOutlined, HolderOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSoftphoneReady, takeCallRequest, useCallChannel } from '../../../lib/softphone/call-channel';
import { getItem, setItem } from '../../../lib/storage';
import { consolePhone } from '../phone/phone';
import type { PhoneStore } from '../phone/phone-store';
import { PhonePanel } from './phone-panel';
import { useStateName } from './state-name';
import { clampPosition, useDrag } from './use-drag';
import '../i18n';
import './softphone.css';

const FAB_SIZE = 56;
const PANEL_WIDTH = 340;
const EXPANDED_KEY = 'softphoneExpanded';
/** Under this width the open panel is a sheet along the bottom of the screen. */
const SHEET_BREAKPOINT = 576;
/** The spec's mobile breakpoint: below it there is no sidebar. */

function initialPosition() {
  // Bottom right, above where a phone's chat button sits, in the page's right gutter (softphone.css) so that it
  // covers no content; opened, the panel covers page content, never the sidebar's menu (agents open pages from it
  // while on a call).
  return {
    left: window.innerWidth - FAB_SIZE - 16,
    top: window.innerHeight - FAB_SIZE * 2 - 48,
  };
}

/** What the small button says: the agent state, or not online. */
export function useStateLabel(phone: PhoneStore): string {
  const { t } = useTranslation();
  const connection = phone((s) => s.connection);
  const code = phone((s) => s.status?.agentState);
  const name = useStateName(phone((s) => s.states));
  if (connection === 'elsewhere') return t('softphone.inUse');
  if (connection !== 'online' || !code) return t('softphone.notOnline');
  return name(code);
}

/**
 * The floating call-centre control (spec sections 2 and 4), for holders of telManage:online: a small draggable
 * button that opens the softphone panel; the panel opens by itself on an incoming ring or a call asked by a page.
 * Closing or reloading the page while online warns, and the seat goes offline by beacon.
 */
export function SoftphoneControl({ phone = consolePhone() }: { phone?: PhoneStore }) {
  const { t } = useTranslation();
  const available = phone((s) => s.available);
  const ringSeq = phone((s) => s.ringSeq);
  const ringing = phone((s) => s.status?.phoneState === 'incomingRing');
  const [expanded, setExpandedState] = useState(() => getItem<boolean>(EXPANDED_KEY, 'local') === true);
  const [sheet, setSheet] = useState(() => window.innerWidth < SHEET_BREAKPOINT);
  const panelRef = useRef<HTMLElement>(null);
  const [panelHeight, setPanelHeight] = useState(420);
  const size = expanded ? { width: PANEL_WIDTH, height: panelHeight } : { width: FAB_SIZE, height: FAB_SIZE };
  const setExpanded = (open: boolean) => {
    setExpandedState(open);
    setItem(EXPANDED_KEY, open, 'local');
  };

  // The drag hook lives in the two shells below; its position is shared through local storage and this state.
  const label = useStateLabel(phone);

  useEffect(() => {
    const onResize = () => setSheet(window.innerWidth < SHEET_BREAKPOINT);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // The panel's height, for keeping it inside the window.
  useEffect(() => {
    const el = panelRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setPanelHeight(el.offsetHeight || 420));
    observer.observe(el);
    return () => observer.disconnect();
  });

  // Mounted: call buttons show; the seats load; other tabs say whether the seat is online there.
  useEffect(() => {
    setSoftphoneReady(true);
    const { start, loadSeats } = phone.getState();
    const stop = start();
    void loadSeats();
    return () => {
      setSoftphoneReady(false);
      stop();
      // Signed out (or the permission gone): the seat goes offline as when the page closes.
      phone.getState().pageHide();
      phone.getState().dispose();
    };
  }, [phone]);

  // Leaving while online warns; the page going away takes the seat offline.
  useEffect(() => {
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (!phone.getState().ownsSeat()) return;
      e.preventDefault();
      e.returnValue = t('softphone.leaveWarning');
    };
    const pageHide = () => phone.getState().pageHide();
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', pageHide);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', pageHide);
    };
  }, [phone, t]);

  // A lost network shows at once; a tab that wakes (shown, focused, back online) gets its phone back without a reload.
  useEffect(() => {
    const lost = () => phone.getState().networkLost();
    const wake = () => phone.getState().wake();
    const shown = () => {
      if (document.visibilityState === 'visible') wake();
    };
    window.addEventListener('offline', lost);
    window.addEventListener('online', wake);
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', wake);
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [phone]);

  // Refused by the server (no call centre): no control and no call buttons; the seat list is asked again only on
  // the next sign-in or reload.
  useEffect(() => {
    setSoftphoneReady(available);
  }, [available]);

  // An incoming ring opens the panel.
  useEffect(() => {
    if (ringSeq > 0) {
      setExpandedState(true);
    }
  }, [ringSeq]);

  // A page's call button: open the panel and dial by business id.
  const request = useCallChannel((s) => s.request);
  useEffect(() => {
    if (!request) return;
    const next = takeCallRequest();
    if (!next) return;
    setExpandedState(true);
    void phone.getState().dial(next);
  }, [request, phone]);

  if (!available) return null;
  return expanded ? (
    <PanelShell phone={phone} size={size} sheet={sheet} panelRef={panelRef} onCollapse={() => setExpanded(false)} />
  ) : (
    <FabShell
      size={size}
      ringing={ringing}
      label={t('softphone.openState', { state: label })}
      onOpen={() => setExpanded(true)}
    />
  );
}

function FabShell({
  size,
  ringing,
  label,
  onOpen,
}: {
  size: { width: number; height: number };
  ringing: boolean;
  label: string;
  onOpen: () => void;
}) {
  const { position, handlers, wasDrag } = useDrag(initialPosition, size);
  return (
    <button
      type="button"
      className={`softphone-fab${ringing ? ' softphone-fab-ringing' : ''}`}
      style={{ left: position.left, top: position.top }}
      aria-label={label}
      title={label}
      data-testid="softphone-fab"
      {...handlers}
      onClick={() => {
        if (!wasDrag()) onOpen();
      }}
    >
      <Badge dot={ringing} offset={[2, 2]}>
        <CustomerServiceOutlined className="softphone-fab-icon" />
      </Badge>
    </button>
  );
}

function PanelShell({
  phone,
  size,
  sheet,
  panelRef,
  onCollapse,
}: {
  phone: PhoneStore;
  size: { width: number; height: number };
  sheet: boolean;
  panelRef: React.RefObject<HTMLElement | null>;
  onCollapse: () => void;
}) {
  const { t } = useTranslation();
  const { position, handlers } = useDrag(initialPosition, size);
  const shown = sheet ? null : clampPosition(position, size.width, size.height);
  return (
    <section
      ref={panelRef}
      className={`softphone-panel${sheet ? ' softphone-sheet' : ''}`}
      style={shown ? { left: shown.left, top: shown.top, width: PANEL_WIDTH } : undefined}
      aria-label={t('softphone.title')}
      data-testid="softphone"
    >
      <header className="softphone-header">
        <div className="softphone-handle" title={t('softphone.dragHint')} {...(sheet ? {} : handlers)}>
          {!sheet && <HolderOutlined aria-hidden className="softphone-grip" />}
          <h2 className="softphone-title">{t('softphone.title')}</h2>
        </div>
        <button
          type="button"
          className="softphone-collapse"
          aria-label={t('softphone.collapse')}
          title={t('softphone.collapse')}
          onClick={onCollapse}
        >
          <DownOutlined aria-hidden />
        </button>
      </header>
      <PhonePanel phone={phone} />
    </section>
  );
}
