import { PictureOutlined, SmileOutlined } from '@ant-design/icons';
import { CHAT_IMAGE_MAX_MB, CHAT_TEXT_MAX } from '@console/domain/chat-rules';
import type { ChatImage } from '@console/domain/schemas/chat';
import { Button, Input, Popover, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyWarning } from '../../lib/notify';
import { hasExtension, withinSize } from '../../lib/upload/rules';
import { EmojiPicker } from './emoji-picker';
import { readImageSize } from './image-size';
import './chat.css';
import './chat-i18n';

/** Spec: png and jpg in either case (jpeg is the same format). */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'];
const ACCEPT = '.png,.jpg,.jpeg,.PNG,.JPG,.JPEG,image/png,image/jpeg';
/** Spec: the blank-text warning shows for 1 s. */
const EMPTY_WARNING_S = 1;

/**
 * The message input: text with an emoji picker and image upload. Enter sends, Shift+Enter breaks the line; blank
 * text is refused with the spec's warning. `upload` stores an image (each side its own call) and answers its URL.
 */
export function ChatInput({
  onSendText,
  onSendImage,
  upload,
  disabled,
  onTyping,
  tools,
}: {
  onSendText: (text: string) => void;
  onSendImage: (image: ChatImage) => void;
  upload: (file: File) => Promise<string>;
  disabled?: boolean;
  /** a keystroke that leaves text in the box (the store throttles what it sends) */
  onTyping?: () => void;
  /** one side's own controls, after the emoji and image buttons */
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploading, setUploading] = useState(0);
  const input = useRef<TextAreaRef>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = () => {
    if (disabled) return;
    if (text.trim() === '') {
      notifyWarning(t('chat.emptyWarning'), EMPTY_WARNING_S);
      return;
    }
    onSendText(text);
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  const insertEmoji = (code: string) => {
    const el = input.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + code + text.slice(end)).slice(0, CHAT_TEXT_MAX);
    setText(next);
    setEmojiOpen(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + code.length, start + code.length);
    });
  };

  const sendFiles = async (files: File[]) => {
    for (const file of files) {
      if (!hasExtension(file.name, IMAGE_EXTENSIONS)) {
        notifyWarning(t('chat.imageType'));
        continue;
      }
      if (!withinSize(file, CHAT_IMAGE_MAX_MB)) {
        notifyWarning(t('upload.tooLarge', { n: CHAT_IMAGE_MAX_MB }));
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const size = await readImageSize(file);
        const url = await upload(file);
        onSendImage({ url, ...size });
      } catch {
        notifyError(t('upload.imageFailed'));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <div className="chat-input">
      <div className="chat-tools">
        <Popover
          open={emojiOpen}
          onOpenChange={setEmojiOpen}
          trigger="click"
          placement="topLeft"
          content={<EmojiPicker onPick={insertEmoji} />}
        >
          <Tooltip title={t('chat.emoji')}>
            <Button type="text" icon={<SmileOutlined />} aria-label={t('chat.emoji')} disabled={disabled} />
          </Tooltip>
        </Popover>
        <Tooltip title={t('chat.image')}>
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('chat.image')}
            loading={uploading > 0}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          data-testid="chat-image-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void sendFiles(files);
          }}
        />
        {tools}
      </div>
      <Input.TextArea
        ref={input}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() !== '') onTyping?.();
        }}
        onKeyDown={onKeyDown}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.input')}
        maxLength={CHAT_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 5 }}
        variant="borderless"
        disabled={disabled}
      />
      <div className="chat-send">
        {/* The second click of a double click is the same send (the text is already on its way), not a blank one. */}
        <Button type="primary" onClick={(e) => e.detail < 2 && send()} disabled={disabled}>
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
