import type { ChatFriend } from '@console/domain/schemas/chat';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BannerCarousel } from '../../components/banners/banner-carousel';
import { ConnectionStatus } from '../../components/chat/connection-status';
import { ConversationItem } from '../../components/chat/conversation-item';
import { useNow } from '../../components/chat/use-now';
import { useBanners } from '../api/get-banners';
import { MobilePage } from '../components/mobile-page';
import { useFreelancerChat } from '../components/use-chat';

export const chatPath = (receiverUserId: string) => `/m/messages/${encodeURIComponent(receiverUserId)}`;

/** The freelancer's conversations: newest first, then the enterprises they may talk to and have not yet. */
export function MessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useFreelancerChat();
  const friends = store((s) => s.friends);
  const connection = store((s) => s.connection);
  const listed = store((s) => s.listed);
  const now = useNow();
  const banners = useBanners().data ?? [];
  const open = (friend: ChatFriend) => navigate(chatPath(friend.receiverUserId));
  return (
    <MobilePage title={t('freelancer.messages.title')}>
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
    </MobilePage>
  );
}
