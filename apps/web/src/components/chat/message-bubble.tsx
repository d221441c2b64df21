import {
  CheckCircleFilled,
  CheckCircleOutlined,
  CheckOutlined,
  ExclamationCircleFilled,
  LoadingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ChatImage } from '@console/domain/schemas/chat';
import { Avatar, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatMessageView, Receipt } from '../../lib/chat/chat-messages';
import { previewFile } from '../../lib/file-preview/preview-store';
import { EmojiText } from './emoji-text';
import { fitImage } from './image-size';

export interface Party {
  name: string;
  avatar?: string | null;
}

function ImageBody({ image }: { image: ChatImage }) {
  const { t } = useTranslation();
  const size = fitImage(image.width, image.height);
  return (
    <button
      type="button"
      className="chat-image"
      onClick={() => previewFile(image.url)}
      aria-label={t('chat.openImage')}
    >
      <img src={image.url} alt={t('chat.imageAlt')} width={size.width} height={size.height} loading="lazy" />
    </button>
  );
}

const receiptIcons = {
  sent: <CheckOutlined />,
  delivered: <CheckCircleOutlined />,
  read: <CheckCircleFilled />,
} satisfies Record<Receipt, unknown>;

/**
 * One message: the sender's avatar, text (emoji as images) or an image, and mine with its send state and, once
 * stored, how far the other side got with it.
 */
export function MessageBubble({
  message,
  party,
  onRetry,
  receipt,
  onRecall,
  highlighted = false,
}: {
  message: ChatMessageView;
  party: Party;
  onRetry?: (clientId: string) => void;
  receipt?: Receipt | null;
  /** set while the message may still be recalled */
  onRecall?: (message: ChatMessageView) => void;
  /** the message a search opened the conversation at */
  highlighted?: boolean;
}) {
  const { t } = useTranslation();
  const mine = message.identify === 'user';
  const found = highlighted ? ' highlighted' : '';
  if (message.recalled) {
    return (
      <div
        className={`chat-recalled${found}`}
        data-client-id={message.clientId}
        data-message-id={message.id ?? undefined}
        data-recalled="true"
      >
        {t('chat.recalled')}
      </div>
    );
  }
  const body =
    message.message_type === 2 && typeof message.message === 'object' ? (
      <ImageBody image={message.message} />
    ) : (
      <div className="chat-text">
        <EmojiText text={typeof message.message === 'string' ? message.message : ''} />
      </div>
    );
  return (
    <div
      className={`chat-row ${mine ? 'mine' : 'theirs'}${found}`}
      data-status={message.status}
      data-client-id={message.clientId}
      data-message-id={message.id ?? undefined}
      data-highlighted={highlighted || undefined}
      data-receipt={receipt ?? undefined}
    >
      <Avatar size={36} src={party.avatar || undefined} icon={<UserOutlined />} alt="" className="chat-avatar" />
      <div className="chat-bubble-wrap">
        <div className={`chat-bubble${message.message_type === 2 ? ' image' : ''}`}>{body}</div>
        {onRecall && (
          <button type="button" className="chat-recall" onClick={() => onRecall(message)}>
            {t('chat.recall')}
          </button>
        )}
        {receipt && (
          <span className="chat-receipt" data-receipt={receipt}>
            {receiptIcons[receipt]}
            <span>{t(`chat.receipt.${receipt}`)}</span>
          </span>
        )}
        {mine && message.status === 'loading' && (
          <span className="chat-status" role="status" aria-label={t('chat.sending')}>
            <LoadingOutlined />
          </span>
        )}
        {mine && message.status === 'error' && (
          <Tooltip title={message.error ? `${t('chat.failed')}: ${message.error}` : t('chat.retry')}>
            <button
              type="button"
              className="chat-status chat-retry"
              aria-label={t('chat.retry')}
              onClick={() => onRetry?.(message.clientId)}
            >
              <ExclamationCircleFilled />
            </button>
          </Tooltip>
        )}
        {/* a refusal with a reason (a blocked word, a contact detail) is shown, not only on hover */}
        {mine && message.status === 'error' && message.error && (
          <span className="chat-error-text" data-testid="chat-error">
            {message.error}
          </span>
        )}
      </div>
    </div>
  );
}
