import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '../../../../lib/notify';
import { PICTURE_EXTENSIONS } from '../../../../lib/upload/rules';
import { uploadFile } from '../../../../lib/upload/upload-file';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** storage sub-path of inserted images */
  imagePath?: string;
}

const SAFE_LINK = /^https?:\/\/\S+$/i;

/**
 * A small rich-text editor on contentEditable: heading, bold, italic, lists, links and images (uploaded through
 * storage). Whatever it produces is sanitised again by the server's allow-list.
 */
export function RichTextEditor({ value = '', onChange, imagePath = 'article' }: RichTextEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('https://');
  const [uploading, setUploading] = useState(false);

  // The DOM follows the value only when it changed from outside (typing must not reset the caret).
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => onChange?.(ref.current?.innerHTML ?? '');
  const latest = useRef({ emit, saveSelection: () => {} });

  // The editing surface: a contentEditable textbox, wired by hand (the linter does not know contentEditable).
  const label = t('information.content');
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.contentEditable = 'true';
    el.setAttribute('role', 'textbox');
    el.setAttribute('aria-multiline', 'true');
    el.setAttribute('aria-label', label);
    const onInput = () => latest.current.emit();
    const onSelect = () => latest.current.saveSelection();
    const onBlur = () => {
      latest.current.saveSelection();
      latest.current.emit();
    };
    el.addEventListener('input', onInput);
    el.addEventListener('keyup', onSelect);
    el.addEventListener('mouseup', onSelect);
    el.addEventListener('blur', onBlur);
    return () => {
      el.removeEventListener('input', onInput);
      el.removeEventListener('keyup', onSelect);
      el.removeEventListener('mouseup', onSelect);
      el.removeEventListener('blur', onBlur);
    };
  }, [label]);

  const saveSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount > 0 && ref.current?.contains(sel.anchorNode)) saved.current = sel.getRangeAt(0);
  };

  latest.current = { emit, saveSelection };

  const restoreSelection = () => {
    ref.current?.focus();
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
  };

  const exec = (command: string, arg?: string) => {
    restoreSelection();
    document.execCommand(command, false, arg);
    saveSelection();
    emit();
  };

  const insertLink = () => {
    const url = link.trim();
    if (!SAFE_LINK.test(url)) {
      notifyWarning(t('information.editor.linkInvalid'));
      return;
    }
    setLinkOpen(false);
    const collapsed = !saved.current || saved.current.collapsed;
    if (collapsed) exec('insertHTML', `<a href="${encodeURI(url)}">${url.replace(/[<>&"]/g, '')}</a>`);
    else exec('createLink', url);
    setLink('https://');
  };

  const insertImage = async (chosen: File | undefined) => {
    if (!chosen) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile(chosen, chosen.name, { path: imagePath });
      exec('insertImage', uploaded.url);
    } catch {
      // The http client has shown the error.
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const tool = (title: string, icon: ReactNode, onClick: () => void, extra?: { loading?: boolean }) => (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        aria-label={title}
        icon={icon}
        loading={extra?.loading}
        // Keeps the editor's selection while the toolbar is clicked.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className="rich-text-editor">
      <Space size={2} className="rich-text-toolbar" wrap>
        {tool(t('information.editor.heading'), <FontSizeOutlined />, () => exec('formatBlock', 'h3'))}
        {tool(t('information.editor.bold'), <BoldOutlined />, () => exec('bold'))}
        {tool(t('information.editor.italic'), <ItalicOutlined />, () => exec('italic'))}
        {tool(t('information.editor.bulletList'), <UnorderedListOutlined />, () => exec('insertUnorderedList'))}
        {tool(t('information.editor.orderedList'), <OrderedListOutlined />, () => exec('insertOrderedList'))}
        <Popover
          trigger="click"
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) saveSelection();
            setLinkOpen(open);
          }}
          content={
            <Space.Compact>
              <Input
                value={link}
                onChange={(e) => setLink(e.target.value)}
                onPressEnter={insertLink}
                placeholder={t('information.editor.linkPlaceholder')}
                style={{ width: 260 }}
                aria-label={t('information.editor.link')}
              />
              <Button type="primary" onClick={insertLink}>
                OK
              </Button>
            </Space.Compact>
          }
        >
          <Tooltip title={t('information.editor.link')}>
            <Button type="text" size="small" aria-label={t('information.editor.link')} icon={<LinkOutlined />} />
          </Tooltip>
        </Popover>
        {tool(
          t('information.editor.image'),
          <PictureOutlined />,
          () => {
            saveSelection();
            file.current?.click();
          },
          { loading: uploading },
        )}
      </Space>
      <input
        ref={file}
        type="file"
        style={{ display: 'none' }}
        accept={PICTURE_EXTENSIONS.map((e) => `.${e}`).join(',')}
        onChange={(e) => insertImage(e.target.files?.[0])}
        data-testid="editor-image-input"
      />
      <div
        ref={ref}
        className="rich-text-content article-html"
        data-placeholder={t('information.editor.placeholder')}
        data-testid="article-editor"
      />
    </div>
  );
}
