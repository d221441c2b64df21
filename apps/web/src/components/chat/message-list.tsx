import type { ChatReceipts } from '@console/domain/schemas/chat';
import { needsTimeLabel } from '@console/domain/time-labels';
import { Spin } from 'antd';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatMessageView, recallable, receiptOf } from '../../lib/chat/chat-messages';
import { notifyError } from '../../lib/notify';
import { MessageBubble, type Party } from './message-bubble';
import { chatTimeLabel } from './time-label';
import { useNow } from './use-now';
import './chat.css';
import './chat-i18n';

const keyOf = (m: ChatMessageView | undefined) => (m ? (m.id != null ? `id:${m.id}` : `c:${m.clientId}`) : '');
const RECALL_TICK_MS = 10_000;
/** Scrolled this close to the top, the next older page loads (to the bottom, the next newer one). */
const TOP_THRESHOLD_PX = 40;

/**
 * The messages of one conversation, oldest first, with a time label wherever the gap exceeds 180000 ms. New
 * messages scroll into view; an older page put on top keeps what was in view where it was.
 */
export function MessageList({
  messages,
  self,
  peer,
  loadingOlder,
  noMore,
  onLoadOlder,
  onRetry,
  label,
  receipts = { delivered: 0 },
  onRecall,
  highlight = null,
  hasNewer = false,
  loadingNewer = false,
  onLoadNewer,
}: {
  messages: ChatMessageView[];
  self: Party;
  peer: Party;
  loadingOlder: boolean;
  noMore: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  label: string;
  /** how far the other party got with my messages: each of mine shows sent, delivered or read */
  receipts?: ChatReceipts;
  /** recalls one of my messages (offered while it may be); a refusal's reason is shown */
  onRecall?: (id: number | string) => Promise<void>;
  /** the id of the message opened at (a search hit): scrolled into view and highlighted */
  highlight?: string | null;
  /** opened at a message: newer ones are left to load by scrolling down */
  hasNewer?: boolean;
  loadingNewer?: boolean;
  onLoadNewer?: () => void;
}) {
  const { t } = useTranslation();
  // Often enough that the recall link goes soon after its two minutes are up.
  const now = useNow(RECALL_TICK_MS);
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: '', last: '', height: 0, top: 0, hadNewer: false });
  /** the highlighted message already brought into view (once: then the reader scrolls) */
  const shown = useRef<string | null>(null);
  const recall = (m: ChatMessageView) => {
    if (m.id == null || !onRecall) return;
    onRecall(m.id).catch((err: unknown) =>
      notifyError((err instanceof Error && err.message) || t('chat.recallFailed')),
    );
  };

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const first = keyOf(messages[0]);
    const last = keyOf(messages[messages.length - 1]);
    const before = previous.current;
    const target = highlight ? el.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(highlight)}"]`) : null;
    if (target && shown.current !== highlight) {
      // Opened at a message: it comes into view in the middle of the pane.
      shown.current = highlight;
      const box = el.getBoundingClientRect();
      const at = target.getBoundingClientRect();
      el.scrollTop += at.top - box.top - (el.clientHeight - at.height) / 2;
    } else if (before.last === last && before.first !== first && before.height > 0) {
      // Older messages came in on top: keep the view where it was.
      el.scrollTop = el.scrollHeight - before.height + before.top;
    } else if (
      before.last !== last &&
      !before.hadNewer &&
      !(highlight && before.last !== '' && before.top + el.clientHeight < before.height - TOP_THRESHOLD_PX)
    ) {
      // New at the bottom: followed, unless it is a newer page of a conversation opened at a message (it goes
      // below what is being read), or the reader of a found message is still reading further up.
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, last, height: el.scrollHeight, top: el.scrollTop, hadNewer: hasNewer };
  }, [messages, highlight, hasNewer]);

  // A page that does not fill the pane cannot be scrolled: the next one loads by itself, older first, then (opened
  // at a message near the conversation's start) newer, below what is read.
  // Once per set of messages: a load that failed is tried again by scrolling or the button, not in a loop.
  const filledFor = useRef<ChatMessageView[] | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || messages.length === 0 || filledFor.current === messages || el.scrollHeight > el.clientHeight) return;
    if (!noMore && !loadingOlder) {
      filledFor.current = messages;
      onLoadOlder();
    } else if (noMore && hasNewer && !loadingNewer && onLoadNewer) {
      filledFor.current = messages;
      onLoadNewer();
    }
  }, [messages, noMore, loadingOlder, onLoadOlder, hasNewer, loadingNewer, onLoadNewer]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    previous.current = { ...previous.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < TOP_THRESHOLD_PX && !noMore && !loadingOlder) onLoadOlder();
    if (hasNewer && !loadingNewer && el.scrollTop + el.clientHeight > el.scrollHeight - TOP_THRESHOLD_PX)
      onLoadNewer?.();
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log is reached from the keyboard to scroll it
    <div className="chat-messages" ref={ref} onScroll={onScroll} role="log" aria-label={label} tabIndex={0}>
      {loadingOlder && (
        <div className="chat-older">
          <Spin size="small" /> <span>{t('chat.loadingOlder')}</span>
        </div>
      )}
      {noMore && messages.length > 0 && <div className="chat-older">{t('chat.noMore')}</div>}
      {messages.length === 0 && !loadingOlder && <div className="chat-empty">{t('chat.noMessages')}</div>}
      {messages.map((m, i) => (
        <Fragment key={keyOf(m)}>
          {needsTimeLabel(messages[i - 1]?.createTime, m.createTime) && (
            <div className="chat-time">{chatTimeLabel(t, m.createTime, now)}</div>
          )}
          <MessageBubble
            message={m}
            party={m.identify === 'user' ? self : peer}
            onRetry={onRetry}
            receipt={receiptOf(m, receipts)}
            onRecall={onRecall && recallable(m, now) ? recall : undefined}
            highlighted={highlight != null && m.id != null && String(m.id) === highlight}
          />
        </Fragment>
      ))}
      {hasNewer && (
        <div className="chat-older">
          {loadingNewer ? (
            <>
              <Spin size="small" /> <span>{t('chat.loadingNewer')}</span>
            </>
          ) : (
            <button type="button" className="chat-newer" onClick={onLoadNewer}>
              {t('chat.loadNewer')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
