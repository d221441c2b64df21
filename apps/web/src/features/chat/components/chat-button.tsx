import { MessageOutlined } from '@ant-design/icons';
import { unreadBadge } from '@console/domain/chat-preview';
import { Badge } from 'antd';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getItem, setItem } from '../../../lib/storage';

/** A press shorter than this is a click, even when the button moved a little. */
export const DRAG_CLICK_MS = 200;
const POSITION_KEY = 'chatButtonPosition';
const SIZE = 56;
const MARGIN = 16;
/** The spec's mobile breakpoint: below it the side menu is a drawer. */
const PHONE_BREAKPOINT = 992;

interface Position {
  left: number;
  top: number;
}

function clamp(p: Position): Position {
  const maxLeft = Math.max(MARGIN, window.innerWidth - SIZE - MARGIN);
  const maxTop = Math.max(MARGIN, window.innerHeight - SIZE - MARGIN);
  return { left: Math.min(Math.max(MARGIN, p.left), maxLeft), top: Math.min(Math.max(MARGIN, p.top), maxTop) };
}

function initialPosition(): Position {
  const saved = getItem<Position>(POSITION_KEY, 'local');
  if (saved && Number.isFinite(saved.left) && Number.isFinite(saved.top)) return clamp(saved);
  // Desktop: over the sidebar's empty foot, clear of the page's own buttons; a phone has no sidebar: bottom right.
  const phone = window.innerWidth < PHONE_BREAKPOINT;
  return clamp({
    left: phone ? window.innerWidth - SIZE - MARGIN : MARGIN,
    top: window.innerHeight - SIZE - MARGIN * 2,
  });
}

/**
 * The floating chat button: labelled chat, the unread total on its badge (99+ above 99), dragged anywhere and
 * kept there (local storage); a press under 200 ms opens the chat whether or not it moved.
 */
export function ChatButton({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(initialPosition);
  const press = useRef<{ at: number; dx: number; dy: number; id: number } | null>(null);
  const skipClick = useRef(false);

  useEffect(() => {
    const onResize = () => setPosition((p) => clamp(p));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    press.current = { at: Date.now(), dx: e.clientX - position.left, dy: e.clientY - position.top, id: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    setPosition(clamp({ left: e.clientX - p.dx, top: e.clientY - p.dy }));
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    press.current = null;
    const next = clamp({ left: e.clientX - p.dx, top: e.clientY - p.dy });
    setPosition(next);
    setItem(POSITION_KEY, next, 'local');
    // A longer press was a drag: the click that follows it opens nothing.
    skipClick.current = Date.now() - p.at >= DRAG_CLICK_MS;
  };

  const badge = unreadBadge(unread);
  return (
    <button
      type="button"
      className="chat-fab"
      style={{ left: position.left, top: position.top }}
      aria-label={badge ? t('consoleChat.buttonUnread', { n: badge }) : t('consoleChat.button')}
      data-testid="chat-button"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        press.current = null;
      }}
      onClick={() => {
        if (skipClick.current) {
          skipClick.current = false;
          return;
        }
        onOpen();
      }}
    >
      {/* The text reads "Chat 7", label first and a space before the count, as the name reads "Chat, 7 unread"
          (axe's label-in-name); the icon stays above the label on screen (CSS order). */}
      <span className="chat-fab-label">{t('consoleChat.button')}</span>{' '}
      <Badge count={badge || undefined} size="small" offset={[4, -4]}>
        <MessageOutlined className="chat-fab-icon" aria-hidden />
      </Badge>
    </button>
  );
}
