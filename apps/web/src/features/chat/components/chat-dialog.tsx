import { ArrowLeftOutlined, BellOutlined, CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { unreadBadge } from '@console/domain/chat-preview';
import type { ChatFriend, ChatSearchHit } from '@console/domain/schemas/chat';
import { Badge, Button, Checkbox, Drawer, Empty, Modal, Spin, Tooltip } from 'antd';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChatInput } from '../../../components/chat/chat-input';
import { ChatSearchBox, ChatSearchResults, type ChatSearchSide } from '../../../components/chat/chat-search';
import { ConnectionStatus } from '../../../components/chat/connection-status';
import { ConversationItem } from '../../../components/chat/conversation-item';
import { MessageList } from '../../../components/chat/message-list';
import { TypingIndicator } from '../../../components/chat/typing-indicator';
import { useNow } from '../../../components/chat/use-now';
import { NoticePanel } from '../../../components/notices/notice-panel';
import { useNoticeUnread } from '../../../components/notices/use-notices';
import type { ChatStore } from '../../../lib/chat/chat-store';
import { consoleNoticeApi, CONSOLE_NOTICE_SCOPE as NOTICE_SCOPE } from '../../../lib/notices/console-notices';
import { useSession } from '../../../lib/session';
import { useNarrow } from '../../../lib/use-narrow';
import { consoleChatApi, uploadChatImage } from '../api/console-chat-api';
import './chat-dialog.css';

/** Spec: the chat dialog is 70 % wide (the whole screen on a phone). */
export const CHAT_DIALOG_WIDTH = '70%';

/**
 * The console chat: conversations on the left, the open one on the right, notices a click away. Opening a
 * conversation loads its newest page and marks it read; closing the dialog marks the open one read. A search box
 * over the list searches every conversation, one in the open conversation's header that one; a hit opens its
 * conversation at the message, highlighted (docs/chat.md#search).
 */
export function ChatDialog({ store, open, onClose }: { store: ChatStore; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const navigate = useNavigate();
  const now = useNow();
  const user = useSession((s) => s.user);
  const [noticesOpen, setNoticesOpen] = useState(false);
  const friends = store((s) => s.friends);
  const active = store((s) => s.active);
  const messages = store((s) => s.messages);
  const connection = store((s) => s.connection);
  const loadingHistory = store((s) => s.loadingHistory);
  const loadingOlder = store((s) => s.loadingOlder);
  const noMore = store((s) => s.noMore);
  const receipts = store((s) => s.receipts);
  const peerTyping = store((s) => s.peerTyping);
  const remindOffline = store((s) => s.remindOffline);
  const actions = store.getState();
  const noticeUnread = useNoticeUnread(consoleNoticeApi, NOTICE_SCOPE).data ?? 0;
  const highlight = store((s) => s.highlight);
  const hasNewer = store((s) => s.hasNewer);
  const loadingNewer = store((s) => s.loadingNewer);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<ChatSearchHit | null>(null);
  const [hereOpen, setHereOpen] = useState(false);
  const [hereKeyword, setHereKeyword] = useState('');
  const [hereShown, setHereShown] = useState(true);
  const allResults = useId();
  const hereResults = useId();
  // A hit in a conversation past the friend list's newest 200 still gets its header from the hit.
  const peer: Pick<ChatFriend, 'nickName' | 'wxHead' | 'receiverWxRole'> | undefined =
    friends.find((f) => f.receiverUserId === active) ??
    (picked && picked.receiverUserId === active
      ? { nickName: picked.nickName, wxHead: null, receiverWxRole: picked.receiverWxRole }
      : undefined);
  const loadOlder = useCallback(() => void store.getState().loadOlder(), [store]);
  const loadNewer = useCallback(() => void store.getState().loadNewer(), [store]);
  const selfId = user?.socketId ?? '';
  const side: ChatSearchSide = { selfId, role: 'B', api: consoleChatApi };

  // Another conversation has a search of its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the open conversation changes
  useEffect(() => {
    setHereOpen(false);
    setHereKeyword('');
  }, [active]);

  const openHit = (hit: ChatSearchHit) => {
    setPicked(hit);
    setHereShown(false);
    void actions.openAt(hit.receiverUserId, hit.id);
  };

  const close = () => {
    actions.close();
    setNoticesOpen(false);
    onClose();
  };
  const openFriend = (friend: ChatFriend) => {
    if (friend.receiverUserId !== active) void actions.open(friend.receiverUserId);
  };
  const noticeBadge = unreadBadge(noticeUnread);

  const list = (
    <nav className="console-chat-list" aria-label={t('chat.conversations')}>
      <div className="console-chat-search">
        <ChatSearchBox
          value={keyword}
          onChange={setKeyword}
          label={t('chat.search.all')}
          controls={keyword.trim() ? allResults : undefined}
        />
      </div>
      {keyword.trim() ? (
        <ChatSearchResults id={allResults} side={side} keyword={keyword} now={now} onPick={openHit} showConversation />
      ) : friends.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noConversations')} />
      ) : (
        <ul className="chat-conversations">
          {friends.map((f) => (
            <ConversationItem
              key={f.receiverUserId}
              friend={f}
              now={now}
              active={f.receiverUserId === active}
              onOpen={openFriend}
            />
          ))}
        </ul>
      )}
    </nav>
  );

  const pane = peer ? (
    <section className="console-chat-pane" aria-label={peer.nickName}>
      <header className="console-chat-peer">
        {narrow && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('consoleChat.back')}
            onClick={() => actions.close()}
          />
        )}
        <div className="console-chat-peer-name">
          <h2>{peer.nickName}</h2>
          <TypingIndicator typing={peerTyping} />
        </div>
        <Button
          className="console-chat-search-toggle"
          type="text"
          icon={hereOpen ? <CloseOutlined /> : <SearchOutlined />}
          aria-label={hereOpen ? t('chat.search.close') : t('chat.search.here')}
          aria-expanded={hereOpen}
          onClick={() => {
            setHereOpen(!hereOpen);
            setHereKeyword('');
          }}
        />
      </header>
      {hereOpen && active && (
        <div className="console-chat-here">
          <ChatSearchBox
            value={hereKeyword}
            onChange={(value) => {
              setHereKeyword(value);
              setHereShown(true);
            }}
            label={t('chat.search.here')}
            onEscape={() => setHereOpen(false)}
            autoFocus
            controls={hereKeyword.trim() && hereShown ? hereResults : undefined}
          />
          {hereKeyword.trim() && hereShown && (
            <div className="console-chat-here-results">
              <ChatSearchResults
                id={hereResults}
                side={side}
                keyword={hereKeyword}
                receiverUserId={active}
                now={now}
                onPick={openHit}
                showConversation={false}
              />
            </div>
          )}
        </div>
      )}
      {loadingHistory && messages.length === 0 ? (
        <div className="console-chat-loading">
          <Spin />
        </div>
      ) : (
        <MessageList
          messages={messages}
          self={{ name: user?.name ?? '', avatar: user?.wxHead }}
          peer={{ name: peer.nickName, avatar: peer.wxHead }}
          loadingOlder={loadingOlder}
          noMore={noMore}
          onLoadOlder={loadOlder}
          onRetry={(clientId) => actions.retry(clientId)}
          label={t('chat.messages', { name: peer.nickName })}
          receipts={receipts}
          onRecall={(id) => actions.recall(id)}
          highlight={highlight}
          hasNewer={hasNewer}
          loadingNewer={loadingNewer}
          onLoadNewer={loadNewer}
        />
      )}
      <ChatInput
        onSendText={(text) => actions.sendText(text)}
        onSendImage={(image) => actions.sendImage(image)}
        upload={uploadChatImage}
        onTyping={() => actions.typing()}
        tools={
          peer?.receiverWxRole === 'C' && (
            <Tooltip title={t('consoleChat.remindOfflineHint')}>
              <Checkbox
                className="chat-remind-offline"
                checked={remindOffline}
                onChange={(e) => actions.setRemindOffline(e.target.checked)}
              >
                {t('consoleChat.remindOffline')}
              </Checkbox>
            </Tooltip>
          )
        }
      />
    </section>
  ) : (
    <section className="console-chat-pane empty">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.pickConversation')} />
    </section>
  );

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={narrow ? '100%' : CHAT_DIALOG_WIDTH}
      className={`console-chat-dialog${narrow ? ' full' : ''}`}
      title={
        <div className="console-chat-title">
          <span>{t('consoleChat.dialog')}</span>
          <ConnectionStatus state={connection} />
          <Badge count={noticeBadge || undefined} size="small">
            <Button
              size="small"
              icon={<BellOutlined />}
              onClick={() => setNoticesOpen(true)}
              aria-label={
                noticeBadge
                  ? `${t('consoleChat.notices')} ${t('notices.bellUnread', { n: noticeBadge })}`
                  : t('consoleChat.notices')
              }
            >
              {t('consoleChat.notices')}
            </Button>
          </Badge>
        </div>
      }
      destroyOnHidden={false}
    >
      <div className={`console-chat-body${narrow && peer ? ' show-pane' : ''}`}>
        {list}
        {pane}
      </div>
      <Drawer
        open={noticesOpen}
        onClose={() => setNoticesOpen(false)}
        title={t('consoleChat.notices')}
        size={narrow ? '100%' : 420}
        getContainer={false}
      >
        <NoticePanel
          api={consoleNoticeApi}
          scope={NOTICE_SCOPE}
          onOpenLink={(link) => {
            close();
            navigate(link);
          }}
        />
      </Drawer>
    </Modal>
  );
}
