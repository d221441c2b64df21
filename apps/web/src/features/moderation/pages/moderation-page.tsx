import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CONTACT_TAG_LABELS,
  isContactTag,
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS,
  type ModerationAction,
} from '@console/domain/moderation';
import {
  type ChatFlagRow,
  MODERATION_WORD_MAX,
  type ModerationTagRow,
  type ModerationWordRow,
} from '@console/domain/schemas/moderation';
import {
  AutoComplete,
  Button,
  Card,
  Empty,
  Form,
  Input,
  List,
  Pagination,
  Select,
  Space,
  Tabs,
  Tag,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { ImportButton as SheetImportButton } from '../../../components/import-button';
import { useConfirmAction } from '../../../lib/confirm-action';
import type { SubmitRequest } from '../../../lib/form/submission';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { actionsColumn } from '../../../lib/list/row-actions';
import { useListPage } from '../../../lib/list/use-list-page';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import {
  useChatFlags,
  useImportWords,
  useModerationTags,
  useModerationWords,
  useRemoveTag,
  useRemoveWord,
  useReviewFlag,
  useSaveWord,
  useSetTagAction,
} from '../api/moderation';
import '../i18n';
import './moderation.css';

/** A tag's name as staff read it: a built-in one translated. */
function useTagName() {
  const locale = useLocale();
  return (name: string) => (isContactTag(name) ? CONTACT_TAG_LABELS[name][locale] : name);
}

/** Each tag with its action, changed in place; staff tags can be deleted with their words. */
function TagActions({ tags, canEdit }: { tags: ModerationTagRow[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tagName = useTagName();
  const setAction = useSetTagAction();
  const removeTag = useRemoveTag();
  const confirmAction = useConfirmAction();
  return (
    <Card size="small" title={t('moderation.tags')} className="moderation-tags">
      <List
        dataSource={tags}
        rowKey="name"
        renderItem={(tag) => (
          <List.Item data-testid="moderation-tag" data-tag={tag.name}>
            <Space wrap>
              <span className="moderation-tag-name">{tagName(tag.name)}</span>
              {tag.builtin ? (
                <Tag>{t('moderation.builtin')}</Tag>
              ) : (
                <Tag>{t('moderation.wordCount', { n: tag.words })}</Tag>
              )}
            </Space>
            <Space wrap>
              <Select<ModerationAction>
                aria-label={`${t('moderation.action')}: ${tagName(tag.name)}`}
                value={tag.action}
                disabled={!canEdit}
                style={{ width: 130 }}
                options={MODERATION_ACTIONS.filter((a) => tag.builtin || a !== 'none').map((a) => ({
                  value: a,
                  label: MODERATION_ACTION_LABELS[a][locale],
                }))}
                onChange={async (action) => {
                  await setAction.mutateAsync({ name: tag.name, action });
                  notifySuccess(t('moderation.actionSaved'));
                }}
              />
              {canEdit && !tag.builtin && (
                <Button
                  type="link"
                  danger
                  onClick={() =>
                    confirmAction({
                      content: t('moderation.removeTagConfirm', { tag: tag.name }),
                      danger: true,
                      onOk: async () => {
                        await removeTag.mutateAsync(tag.name);
                        notifySuccess(t('moderation.removed'));
                      },
                    })
                  }
                >
                  {t('moderation.removeTag')}
                </Button>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

interface WordValues {
  word: string;
  tag: string;
}

function WordModal({
  open,
  row,
  tags,
  onClose,
}: {
  open: boolean;
  row: ModerationWordRow | null;
  tags: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveWord();
  const submit = async (v: WordValues, request: SubmitRequest) => {
    await save.mutateAsync({ id: row?.id ?? null, body: { word: v.word.trim(), tag: v.tag.trim() }, request });
    notifySuccess(t('moderation.saved'));
    onClose();
  };
  return (
    <FormModal<WordValues>
      open={open}
      title={row ? t('moderation.editTitle') : t('moderation.add')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={row ? { word: row.word, tag: row.tag } : { tag: tags[0] ?? '' }}
      // named: its field ids must not clash with the filter bar's `tag`
      formProps={{ name: 'moderationWord', 'data-testid': 'moderation-word-form' }}
    >
      <Form.Item
        name="word"
        label={t('moderation.word')}
        rules={[{ required: true, whitespace: true, message: t('moderation.wordRequired') }]}
      >
        <Input maxLength={MODERATION_WORD_MAX} />
      </Form.Item>
      <Form.Item
        name="tag"
        label={t('moderation.tag')}
        extra={t('moderation.tagHint')}
        rules={[{ required: true, whitespace: true, message: t('moderation.tagRequired') }]}
      >
        <Input maxLength={32} list="moderation-tag-options" autoComplete="off" />
      </Form.Item>
      <datalist id="moderation-tag-options">
        {tags.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </FormModal>
  );
}

/** Import a .txt file: lines without a tag go under the tag picked here. */
function ImportButton({ tags }: { tags: string[] }) {
  const { t } = useTranslation();
  const importWords = useImportWords();
  const [tag, setTag] = useState('');
  const target = tag.trim() || tags[0] || '';
  return (
    <Space.Compact>
      <AutoComplete
        aria-label={t('moderation.importTag')}
        placeholder={t('moderation.importTag')}
        value={tag}
        onChange={setTag}
        options={tags.map((value) => ({ value }))}
        style={{ width: 150 }}
      />
      <Upload
        accept=".txt,text/plain"
        showUploadList={false}
        disabled={!target}
        beforeUpload={async (file) => {
          const result = await importWords.mutateAsync({ file, tag: target });
          notifySuccess(t('moderation.imported', result));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={importWords.isPending} title={t('moderation.importHint')}>
          {t('moderation.import')}
        </Button>
      </Upload>
    </Space.Compact>
  );
}

function WordsTab() {
  const { t } = useTranslation();
  const can = usePermission();
  const canEdit = can({ all: ['system:moderation:edit'] });
  const tagName = useTagName();
  const confirmAction = useConfirmAction();
  const tags = useModerationTags().data ?? [];
  const own = tags.filter((x) => !x.builtin).map((x) => x.name);
  const list = useListPage(useModerationWords);
  const remove = useRemoveWord();
  const [form, setForm] = useState<{ open: boolean; row: ModerationWordRow | null }>({ open: false, row: null });

  const columns: ListColumn<ModerationWordRow>[] = [
    { key: 'word', title: t('moderation.word'), dataIndex: 'word', fixed: 'left', width: 180, ellipsis: true },
    { key: 'tag', title: t('moderation.tag'), dataIndex: 'tag', render: (v: string) => <Tag>{tagName(v)}</Tag> },
    {
      key: 'createdAt',
      title: t('moderation.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    ...actionsColumn<ModerationWordRow>(
      t('list.actions'),
      (r) => [
        { key: 'edit', label: t('moderation.edit'), show: canEdit, onClick: () => setForm({ open: true, row: r }) },
        {
          key: 'remove',
          label: t('moderation.remove'),
          show: canEdit,
          danger: true,
          onClick: () =>
            confirmAction({
              content: t('moderation.removeConfirm', { word: r.word }),
              danger: true,
              onOk: async () => {
                await remove.mutateAsync(r.id);
                notifySuccess(t('moderation.removed'));
              },
            }),
        },
      ],
      canEdit,
    ),
  ];

  return (
    <>
      <TagActions tags={tags} canEdit={canEdit} />
      <FilterBar
        {...list.filterBar}
        extra={
          canEdit && (
            <Space wrap>
              <ImportButton tags={own} />
              <SheetImportButton kind="words" />
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, row: null })}>
                {t('moderation.add')}
              </Button>
            </Space>
          )
        }
      >
        <SelectFilter
          name="tag"
          label={t('moderation.tag')}
          width={150}
          options={own.map((value) => ({ value, label: value }))}
        />
        <KeywordFilter placeholder={t('moderation.keyword')} />
      </FilterBar>
      <ListTable<ModerationWordRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'word', extra: 'tag', fields: ['createdAt'] }}
      />
      <WordModal open={form.open} row={form.row} tags={own} onClose={() => setForm({ open: false, row: form.row })} />
    </>
  );
}

/** One flagged message with its conversation around it. */
function FlagCard({ flag, canReview }: { flag: ChatFlagRow; canReview: boolean }) {
  const { t } = useTranslation();
  const tagName = useTagName();
  const review = useReviewFlag();
  return (
    <Card
      size="small"
      className="moderation-flag"
      data-testid="moderation-flag"
      title={
        <Space wrap>
          {flag.tags.map((tag) => (
            <Tag color="blue" key={tag}>
              {tagName(tag)}
            </Tag>
          ))}
          <span>
            {t('moderation.matched')}: {flag.matches.join('、')}
          </span>
        </Space>
      }
      extra={
        flag.reviewedAt ? (
          <span>
            {t('moderation.reviewedBy')}: {flag.reviewedByName ?? '-'}
          </span>
        ) : (
          canReview && (
            <Button
              size="small"
              loading={review.isPending}
              onClick={async () => {
                await review.mutateAsync(flag.id);
                notifySuccess(t('moderation.markedReviewed'));
              }}
            >
              {t('moderation.markReviewed')}
            </Button>
          )
        )
      }
    >
      <ol className="moderation-context">
        {flag.context.map((m) => (
          <li key={m.id} className={m.flagged ? 'is-flagged' : undefined}>
            <span className="moderation-context-who">{m.senderName}</span>
            <span className="moderation-context-time">{dayjs(m.createdAt).format('MM-DD HH:mm')}</span>
            <div className="moderation-context-text">
              {m.recalled ? t('moderation.recalled') : m.messageType === 1 ? m.message : t('moderation.image')}
            </div>
          </li>
        ))}
      </ol>
      <div className="moderation-flag-time">
        {t('moderation.flaggedAt')}: {dayjs(flag.createdAt).format('YYYY-MM-DD HH:mm')}
      </div>
    </Card>
  );
}

function FlagsTab() {
  const { t } = useTranslation();
  const can = usePermission();
  const [reviewed, setReviewed] = useState<'0' | '1'>('0');
  const [pageNum, setPageNum] = useState(1);
  const { data } = useChatFlags({ reviewed, pageNum, pageSize: 10 });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Tabs
        size="small"
        activeKey={reviewed}
        onChange={(k) => {
          setReviewed(k as '0' | '1');
          setPageNum(1);
        }}
        items={[
          { key: '0', label: t('moderation.waiting') },
          { key: '1', label: t('moderation.reviewed') },
        ]}
      />
      {data && data.rows.length === 0 && <Empty description={t('moderation.noFlags')} />}
      {data?.rows.map((flag) => (
        <FlagCard key={flag.id} flag={flag} canReview={can({ all: ['system:moderation:review'] })} />
      ))}
      {data && data.total > 10 && (
        <Pagination current={pageNum} pageSize={10} total={data.total} onChange={setPageNum} showSizeChanger={false} />
      )}
    </Space>
  );
}

/** 系统管理 / 敏感词管理: the chat's sensitive words by tag with their actions, and the flagged messages. */
export function ModerationPage() {
  const { t } = useTranslation();
  return (
    <div className="page system-moderation-page">
      <Tabs
        items={[
          { key: 'words', label: t('moderation.wordsTab'), children: <WordsTab /> },
          { key: 'flags', label: t('moderation.flagsTab'), children: <FlagsTab /> },
        ]}
      />
    </div>
  );
}
