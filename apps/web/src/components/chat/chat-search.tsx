import { SearchOutlined } from '@ant-design/icons';
import {
  CHAT_SEARCH_KEYWORD_MAX,
  CHAT_SEARCH_PAGE_SIZE,
  CHAT_SEARCH_SHORT_WINDOW,
  CHAT_SEARCH_TRIGRAM_MIN,
} from '@console/domain/chat-rules';
import type { ChatRole, ChatSearchHit } from '@console/domain/schemas/chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Spin } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatApi } from '../../lib/chat/chat-store';
import { queryKeys } from '../../lib/query-keys';
import { useDebounced } from '../../lib/use-debounced';
import { SearchSnippet } from './search-snippet';
import { chatTimeLabel } from './time-label';
import './chat-i18n';
import './chat.css';

/** Typing pauses this long before the search is asked. */
export const CHAT_SEARCH_DEBOUNCE_MS = 300;

/**
 * Who searches, and through which call: the console (wxRole B, /system/oddMessageLog/searchOddMessageLog) or the
 * freelancer page (wxRole C, /freelancer/…); the side's ChatApi `search` (docs/chat.md#search).
 */
export interface ChatSearchSide {
  selfId: string;
  role: ChatRole;
  api: Pick<ChatApi, 'search'>;
}

/** The hits for a keyword, page after page (`next` cursors); nothing is asked for a blank keyword. */
export function useChatSearch(side: ChatSearchSide, keyword: string, receiverUserId?: string) {
  const { selfId, role, api } = side;
  return useInfiniteQuery({
    queryKey: queryKeys.chat.search({ selfId, keyword, receiverUserId: receiverUserId ?? null }),
    queryFn: ({ pageParam }) => {
      if (!api.search) throw new Error('this chat side has no search call');
      return api.search({
        userId: selfId,
        wxRole: role,
        keyword,
        pageSize: CHAT_SEARCH_PAGE_SIZE,
        ...(receiverUserId ? { receiverUserId } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: keyword.trim().length > 0,
    // Messages come and go (sent, recalled) while the search is open: a search is asked again each time.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

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
      className="chat-search-input"
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
 * Enter, or a tap) opens the conversation at that message. Loading, empty, failed and "short keyword" states in
 * place. The console's dialog and the freelancer page both show it.
 */
export function ChatSearchResults({
  id,
  side,
  keyword,
  receiverUserId,
  now,
  onPick,
  showConversation,
}: {
  id?: string;
  side: ChatSearchSide;
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
  const search = useChatSearch(side, settled, receiverUserId);
  const heading = useId();
  const hits = search.data?.pages.flatMap((p) => p.rows) ?? [];
  const limited = search.data?.pages[0]?.limited ?? false;
  const typing = settled !== keyword.trim();

  let body: ReactNode;
  if (search.isError)
    body = (
      <div className="chat-search-state" role="alert">
        <span>{t('chat.search.failed')}</span>
        <Button size="small" onClick={() => void search.refetch()}>
          {t('chat.search.retry')}
        </Button>
      </div>
    );
  else if (search.isPending || typing)
    body = (
      <div className="chat-search-state">
        <Spin size="small" /> <span>{t('chat.search.searching')}</span>
      </div>
    );
  else if (hits.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.search.noResults')} />;
  else
    body = (
      <ul className="chat-search-hits" aria-labelledby={heading}>
        {hits.map((hit) => (
          <li key={hit.id}>
            <button
              type="button"
              className="chat-search-hit"
              data-message-id={hit.id}
              data-chat-id={hit.receiverUserId}
              onClick={() => onPick(hit)}
            >
              <span className="chat-search-hit-head">
                <span className="chat-search-hit-name">
                  {showConversation ? hit.nickName : ''}
                  {showConversation && ' · '}
                  {hit.identify === 'user' ? t('chat.search.fromMe') : t('chat.search.fromThem')}
                </span>
                <span className="chat-search-hit-time">{chatTimeLabel(t, hit.createTime, now)}</span>
              </span>
              <span className="chat-search-hit-text">
                <SearchSnippet snippet={hit.snippet} marks={hit.marks} cut={hit.cut} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section id={id} className="chat-search-results" aria-labelledby={heading} aria-busy={search.isFetching}>
      <h3 id={heading} className="sr-only">
        {t('chat.search.results', { keyword: settled })}
      </h3>
      {limited && !typing && (
        <p className="chat-search-hint">
          {t('chat.search.shortKeyword', { min: CHAT_SEARCH_TRIGRAM_MIN, n: CHAT_SEARCH_SHORT_WINDOW })}
        </p>
      )}
      {body}
      {!typing && search.hasNextPage && (
        <div className="chat-search-more">
          <Button size="small" loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
            {t('chat.search.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
