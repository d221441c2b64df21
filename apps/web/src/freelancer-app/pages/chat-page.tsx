import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import type { ChatSearchHit } from '@console/domain/schemas/chat';
import { Button } from 'antd';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ChatInput } from '../../components/chat/chat-input';
import { ChatSearchBox, ChatSearchResults } from '../../components/chat/chat-search';
import { ConnectionStatus } from '../../components/chat/connection-status';
import { MessageList } from '../../components/chat/message-list';
import { TypingIndicator } from '../../components/chat/typing-indicator';
import { useNow } from '../../components/chat/use-now';
import { uploadChatImage } from '../api/chat-api';
import { MobilePage } from '../components/mobile-page';
import { useFreelancerChat, useFreelancerChatSearch } from '../components/use-chat';
import { useFreelancerSession } from '../session';
import type { ChatPageState } from './messages-page';

/**
 * One conversation with an enterprise: history a page at a time, live messages, text, emoji and images. With `?at=`
 * (a search hit) it opens at that message, scrolled into view and highlighted, and pages both ways from there; the
 * search button in the header searches this conversation (docs/chat.md#search).
 */
export function ChatPage() {
  const { t } = useTranslation();
  const peerId = useParams().peer ?? '';
  const [params, setParams] = useSearchParams();
  const at = params.get('at');
  const hinted = (useLocation().state as ChatPageState | null)?.name;
  const store = useFreelancerChat();
  const side = useFreelancerChatSearch();
  const now = useNow();
  const me = useFreelancerSession((s) => s.me);
  const friend = store((s) => s.friends.find((f) => f.receiverUserId === peerId));
  const messages = store((s) => s.messages);
  const loadingOlder = store((s) => s.loadingOlder);
  const noMore = store((s) => s.noMore);
  const receipts = store((s) => s.receipts);
  const peerTyping = store((s) => s.peerTyping);
  const connection = store((s) => s.connection);
  const highlight = store((s) => s.highlight);
  const hasNewer = store((s) => s.hasNewer);
  const loadingNewer = store((s) => s.loadingNewer);
  const { open, openAt, close, loadOlder, loadNewer, retry, sendText, sendImage, typing, recall } = store.getState();
  const [searchOpen, setSearchOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const results = useId();

  // Opening: the newest page (or the page around `at`), marked read; leaving: unsubscribed and marked read.
  useEffect(() => {
    void (at ? openAt(peerId, at) : open(peerId));
    return () => close();
  }, [open, openAt, close, peerId, at]);
  const onLoadOlder = useCallback(() => void loadOlder(), [loadOlder]);
  const onLoadNewer = useCallback(() => void loadNewer(), [loadNewer]);

  const closeSearch = () => {
    setSearchOpen(false);
    setKeyword('');
  };
  const openHit = (hit: ChatSearchHit) => {
    closeSearch();
    // The address keeps the message (a reload opens it there again); the same one again is brought back into view.
    if (String(hit.id) === at) void openAt(peerId, hit.id);
    else setParams({ at: String(hit.id) }, { replace: true });
  };
  const name = friend?.nickName ?? hinted ?? '';
  return (
    <MobilePage
      title={name || t('freelancer.messages.title')}
      subtitle={<TypingIndicator typing={peerTyping} />}
      back="/m/messages"
      layout="fill"
      extra={
        <Button
          type="text"
          size="large"
          icon={searchOpen ? <CloseOutlined /> : <SearchOutlined />}
          aria-label={searchOpen ? t('chat.search.close') : t('chat.search.here')}
          title={searchOpen ? t('chat.search.close') : t('chat.search.here')}
          aria-expanded={searchOpen}
          onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
        />
      }
    >
      <div className="m-chat">
        {searchOpen && (
          <search className="m-chat-here">
            <ChatSearchBox
              value={keyword}
              onChange={setKeyword}
              label={t('chat.search.here')}
              onEscape={closeSearch}
              autoFocus
              controls={keyword.trim() ? results : undefined}
            />
            {keyword.trim() && (
              <div className="m-chat-here-results">
                <ChatSearchResults
                  id={results}
                  side={side}
                  keyword={keyword}
                  receiverUserId={peerId}
                  now={now}
                  onPick={openHit}
                  showConversation={false}
                />
              </div>
            )}
          </search>
        )}
        {connection !== 'connected' && (
          <div className="m-connection">
            <ConnectionStatus state={connection} />
          </div>
        )}
        <MessageList
          messages={messages}
          self={{ name: me?.name ?? '', avatar: me?.wxHead }}
          peer={{ name, avatar: friend?.wxHead }}
          loadingOlder={loadingOlder}
          noMore={noMore}
          onLoadOlder={onLoadOlder}
          onRetry={retry}
          label={t('chat.messages', { name })}
          receipts={receipts}
          onRecall={recall}
          highlight={highlight}
          hasNewer={hasNewer}
          loadingNewer={loadingNewer}
          onLoadNewer={onLoadNewer}
        />
        <ChatInput onSendText={sendText} onSendImage={sendImage} upload={uploadChatImage} onTyping={typing} />
      </div>
    </MobilePage>
  );
}
