import type { ChatFriend, ChatSearchHit } from '@console/domain/schemas/chat';
import { Empty, Skeleton } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BannerCarousel } from '../../components/banners/banner-carousel';
import { ChatSearchBox, ChatSearchResults } from '../../components/chat/chat-search';
import { ConnectionStatus } from '../../components/chat/connection-status';
import { ConversationItem } from '../../components/chat/conversation-item';
import { useNow } from '../../components/chat/use-now';
import { useBanners } from '../api/get-banners';
import { MobilePage } from '../components/mobile-page';
import { useFreelancerChat, useFreelancerChatSearch } from '../components/use-chat';

/** What the chat page is told by the link that opens it: a search hit's conversation name, shown before the list. */
export interface ChatPageState {
  name?: string;
}

/** A conversation's page; with `at`, opened at that message (a search hit), highlighted. */
export const chatPath = (receiverUserId: string, at?: number | string) =>
  `/m/messages/${encodeURIComponent(receiverUserId)}${at != null ? `?at=${encodeURIComponent(String(at))}` : ''}`;

/**
 * The freelancer's conversations: newest first, then the enterprises they may talk to and have not yet. The search
 * field over them searches every conversation (docs/chat.md#search); the keyword stays in the address (`q`), so
 * coming back from a hit finds the results again.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useFreelancerChat();
  const side = useFreelancerChatSearch();
  const friends = store((s) => s.friends);
  const connection = store((s) => s.connection);
  const listed = store((s) => s.listed);
  const now = useNow();
  const banners = useBanners().data ?? [];
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const results = useId();
  const setKeyword = (value: string) => setParams(value ? { q: value } : {}, { replace: true });
  const open = (friend: ChatFriend) => navigate(chatPath(friend.receiverUserId));
  const openHit = (hit: ChatSearchHit) =>
    navigate(chatPath(hit.receiverUserId, hit.id), { state: { name: hit.nickName } satisfies ChatPageState });
  const searching = keyword.trim() !== '';
  return (
    <MobilePage title={t('freelancer.messages.title')}>
      <search className="m-chat-search">
        <ChatSearchBox
          value={keyword}
          onChange={setKeyword}
          label={t('chat.search.all')}
          controls={searching ? results : undefined}
        />
      </search>
      {searching ? (
        <div className="m-card m-chat-search-results">
          <ChatSearchResults id={results} side={side} keyword={keyword} now={now} onPick={openHit} showConversation />
        </div>
      ) : (
        <>
          <BannerCarousel banners={banners} onNavigate={navigate} className="m-banners" />
          <div className="m-connection">
            <ConnectionStatus state={connection} />
          </div>
          {!listed && connection !== 'offline' ? (
            <div className="m-card">
              <Skeleton active avatar paragraph={{ rows: 1 }} />
            </div>
          ) : friends.length === 0 ? (
            <Empty className="m-center" description={t('chat.noConversations')} />
          ) : (
            <ul className="m-card m-conversations chat-conversations" aria-label={t('chat.conversations')}>
              {friends.map((friend) => (
                <ConversationItem key={friend.receiverUserId} friend={friend} active={false} now={now} onOpen={open} />
              ))}
            </ul>
          )}
        </>
      )}
    </MobilePage>
  );
}
