import { contentCategory, optionsOf } from '@console/domain/enums';
import {
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  type ArticleDetail,
  type ArticleInput,
} from '@console/domain/schemas/article';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../../../lib/form/submission';
import { useUnsavedGuard } from '../../../../lib/form/unsaved-guard';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { PictureUpload } from '../../../../lib/upload/picture-upload';
import type { UploadItem } from '../../../../lib/upload/rules';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useOnChange } from '../../../../lib/use-on-change';
import { useSaveArticle } from '../api/save-article';
import { RichTextEditor } from './rich-text-editor';

interface Values {
  title: string;
  category: ArticleInput['category'];
  summary?: string;
  cover?: UploadItem[];
  content?: string;
}

/** what the form follows while the drawer is closed */
const CLOSED = Symbol('closed');

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** Create a draft or edit a draft / withdrawn article: title, category, summary, cover image, rich text. */
export function ArticleFormDrawer({
  open,
  article,
  onClose,
}: {
  open: boolean;
  /** null: a new article */
  article: ArticleDetail | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const width = useDrawerWidth();
  const [form] = Form.useForm<Values>();
  const save = useSaveArticle();
  const submission = useSubmission(open);
  const guard = useUnsavedGuard(open);

  // Filled when it opens, not again when a kept-alive tab shows it with input typed.
  useOnChange(open ? article : CLOSED, (opened) => {
    if (opened === CLOSED) return;
    form.resetFields();
    if (opened) {
      form.setFieldsValue({
        title: opened.title,
        category: opened.category,
        summary: opened.summary ?? undefined,
        cover: opened.coverUrl ? [{ url: opened.coverUrl, fileName: fileName(opened.coverUrl) }] : [],
        content: opened.content,
      });
    }
  });

  const submit = async (values: Values) => {
    const saved = await submission.run((request) =>
      save.mutateAsync({
        id: article?.id ?? null,
        body: {
          title: values.title.trim(),
          category: values.category,
          summary: values.summary?.trim() ?? '',
          coverUrl: values.cover?.[0]?.url ?? '',
          content: values.content ?? '',
        },
        request,
      }),
    );
    if (saved === undefined) return;
    notifySuccess(t('information.saved'));
    onClose();
  };

  return (
    <Drawer
      title={article ? t('information.editTitle') : t('information.createTitle')}
      open={open}
      onClose={() => guard.confirmClose(onClose)}
      size={width}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => guard.confirmClose(onClose)}>{t('information.cancel')}</Button>
          <Button type="primary" loading={submission.busy} onClick={() => form.submit()} data-testid="article-save">
            {t('information.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={guard.markDirty}>
        <Form.Item
          name="title"
          label={t('information.title')}
          rules={[{ required: true, whitespace: true, message: t('information.titleRequired') }]}
        >
          <Input maxLength={ARTICLE_TITLE_MAX} showCount placeholder={t('information.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('information.category')}
          rules={[{ required: true, message: t('information.categoryRequired') }]}
        >
          <Select
            placeholder={t('information.categoryPlaceholder')}
            options={optionsOf(contentCategory, currentLanguage())}
            data-testid="article-category"
          />
        </Form.Item>
        <Form.Item name="summary" label={t('information.summary')}>
          <Input.TextArea
            rows={2}
            maxLength={ARTICLE_SUMMARY_MAX}
            showCount
            placeholder={t('information.summaryPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="cover" label={t('information.cover')}>
          <PictureUpload path="article" limit={1} />
        </Form.Item>
        <Form.Item name="content" label={t('information.content')}>
          <RichTextEditor />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
