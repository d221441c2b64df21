import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChatInput } from '../../components/chat/chat-input';
import { ConnectionStatus } from '../../components/chat/connection-status';
import { MessageList } from '../../components/chat/message-list';
import { TypingIndicator } from '../../components/chat/typing-indicator';
import { uploadChatImage } from '../api/chat-api';
import { MobilePage } from '../components/mobile-page';
import { useFreelancerChat } from '../components/use-chat';
import { useFreelancerSession } from '../session';

/** One conversation with an enterprise: history a page at a time, live messages, text, emoji and images. */
export function ChatPage() {
  const { t } = useTranslation();
  const peerId = useParams().peer ?? '';
  const store = useFreelancerChat();
  const me = useFreelancerSession((s) => s.me);
  const friend = store((s) => s.friends.find((f) => f.receiverUserId === peerId));
  const messages = store((s) => s.messages);
  const loadingOlder = store((s) => s.loadingOlder);
  const noMore = store((s) => s.noMore);
  const receipts = store((s) => s.receipts);
  const peerTyping = store((s) => s.peerTyping);
  const connection = store((s) => s.connection);
  const { open, close, loadOlder, retry, sendText, sendImage, typing, recall } = store.getState();

  // Opening: page 1, messages cleared, history loaded, marked read; leaving: unsubscribed and marked read.
  useEffect(() => {
    void open(peerId);
    return () => close();
  }, [open, close, peerId]);
  const onLoadOlder = useCallback(() => void loadOlder(), [loadOlder]);
  const name = friend?.nickName ?? '';
  return (
    <MobilePage
      title={name || t('freelancer.messages.title')}
      subtitle={<TypingIndicator typing={peerTyping} />}
      back="/m/messages"
      layout="fill"
    >
      <div className="m-chat">
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
        />
        <ChatInput onSendText={sendText} onSendImage={sendImage} upload={uploadChatImage} onTyping={typing} />
      </div>
    </MobilePage>
  );
}
