import { SearchOutlined } from '@ant-design/icons';
import {
  CHAT_SEARCH_KEYWORD_MAX,
  CHAT_SEARCH_SHORT_WINDOW,
  CHAT_SEARCH_TRIGRAM_MIN,
  type ChatSearchHit,
} from '@console/domain/schemas/chat';
import { Button, Empty, Input, Spin } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSnippet } from '../../../components/chat/search-snippet';
import { chatTimeLabel } from '../../../components/chat/time-label';
import { useDebounced } from '../../../lib/use-debounced';
import { useChatSearch } from '../api/search-chat';

/** Typing pauses this long before the search is asked. */
export const CHAT_SEARCH_DEBOUNCE_MS = 300;

/** The search box: its label is its accessible name; Escape empties it (and closes an in-conversation search). */
export function ChatSearchBox({
  value,
  onChange,
  label,
  onEscape,
  autoFocus,
  controls,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  onEscape?: () => void;
  autoFocus?: boolean;
  /** the id of the results it drives */
  controls?: string;
}) {
  return (
    <Input
      className="console-chat-search-input"
      type="search"
      value={value}
      allowClear
      autoFocus={autoFocus}
      maxLength={CHAT_SEARCH_KEYWORD_MAX}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={label}
      aria-label={label}
      aria-controls={controls}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Escape belongs to the search first: the dialog around it stays open.
        if (value || onEscape) {
          e.stopPropagation();
          e.preventDefault();
          if (value) onChange('');
          else onEscape?.();
        }
      }}
    />
  );
}

/**
 * The hits for a keyword, newest first, each labelled with its conversation, time and marked snippet; a click (or
 * Enter) opens the conversation at that message. Loading, empty, failed and "short keyword" states in place.
 */
export function ChatSearchResults({
  id,
  selfId,
  keyword,
  receiverUserId,
  now,
  onPick,
  showConversation,
}: {
  id?: string;
  selfId: string;
  keyword: string;
  /** within this conversation only */
  receiverUserId?: string;
  now: number;
  onPick: (hit: ChatSearchHit) => void;
  /** label each hit with the other party's name (the search across conversations) */
  showConversation: boolean;
}) {
  const { t } = useTranslation();
  const settled = useDebounced(keyword.trim(), CHAT_SEARCH_DEBOUNCE_MS);
  const search = useChatSearch(selfId, settled, receiverUserId);
  const heading = useId();
  const hits = search.data?.pages.flatMap((p) => p.rows) ?? [];
  const limited = search.data?.pages[0]?.limited ?? false;
  const typing = settled !== keyword.trim();

  let body: ReactNode;
  if (search.isError)
    body = (
      <div className="console-chat-search-state" role="alert">
        <span>{t('consoleChat.searchFailed')}</span>
        <Button size="small" onClick={() => void search.refetch()}>
          {t('consoleChat.retry')}
        </Button>
      </div>
    );
  else if (search.isPending || typing)
    body = (
      <div className="console-chat-search-state">
        <Spin size="small" /> <span>{t('consoleChat.searching')}</span>
      </div>
    );
  else if (hits.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('consoleChat.noResults')} />;
  else
    body = (
      <ul className="console-chat-hits" aria-labelledby={heading}>
        {hits.map((hit) => (
          <li key={hit.id}>
            <button
              type="button"
              className="console-chat-hit"
              data-message-id={hit.id}
              data-chat-id={hit.receiverUserId}
              onClick={() => onPick(hit)}
            >
              <span className="console-chat-hit-head">
                <span className="console-chat-hit-name">
                  {showConversation ? hit.nickName : ''}
                  {showConversation && ' · '}
                  {hit.identify === 'user' ? t('consoleChat.fromMe') : t('consoleChat.fromThem')}
                </span>
                <span className="console-chat-hit-time">{chatTimeLabel(t, hit.createTime, now)}</span>
              </span>
              <span className="console-chat-hit-text">
                <SearchSnippet snippet={hit.snippet} marks={hit.marks} cut={hit.cut} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section id={id} className="console-chat-search-results" aria-labelledby={heading} aria-busy={search.isFetching}>
      <h3 id={heading} className="sr-only">
        {t('consoleChat.results', { keyword: settled })}
      </h3>
      {limited && !typing && (
        <p className="console-chat-search-hint">
          {t('consoleChat.shortKeyword', { min: CHAT_SEARCH_TRIGRAM_MIN, n: CHAT_SEARCH_SHORT_WINDOW })}
        </p>
      )}
      {body}
      {!typing && search.hasNextPage && (
        <div className="console-chat-search-more">
          <Button size="small" loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
            {t('consoleChat.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
