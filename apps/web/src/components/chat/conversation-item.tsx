import { UserOutlined } from '@ant-design/icons';
import { chatPreview, unreadBadge } from '@console/domain/chat-preview';
import { parseChatLastMessage } from '@console/domain/chat-rules';
import type { ChatFriend } from '@console/domain/schemas/chat';
import { Avatar, Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/i18n';
import { EmojiText } from './emoji-text';
import { chatTimeLabel } from './time-label';
import './chat.css';
import './chat-i18n';

/** A conversation in the list: avatar with its unread badge, name, time of the latest message and its preview. */
export function ConversationItem({
  friend,
  active,
  now,
  onOpen,
}: {
  friend: ChatFriend;
  active: boolean;
  now: number;
  onOpen: (friend: ChatFriend) => void;
}) {
  const { t } = useTranslation();
  const last = parseChatLastMessage(friend.content);
  const preview = chatPreview(friend.content, currentLanguage());
  const badge = unreadBadge(friend.unReadCount);
  return (
    <li>
      <button
        type="button"
        className={`chat-conversation${active ? ' active' : ''}`}
        aria-current={active || undefined}
        onClick={() => onOpen(friend)}
        data-chat-id={friend.receiverUserId}
      >
        <Badge className="chat-conversation-avatar" count={badge || undefined} size="small" offset={[-2, 2]}>
          <Avatar size={40} src={friend.wxHead || undefined} icon={<UserOutlined />} alt="" />
        </Badge>
        <span className="chat-conversation-main">
          <span className="chat-conversation-head">
            <span className="chat-conversation-name">{friend.nickName}</span>
            {last && <span className="chat-conversation-time">{chatTimeLabel(t, last.createTime, now)}</span>}
          </span>
          <span className="chat-conversation-preview">
            <EmojiText text={preview} />
          </span>
          {badge && <span className="sr-only">{t('chat.unread', { n: friend.unReadCount })}</span>}
        </span>
      </button>
    </li>
  );
}
