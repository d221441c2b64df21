import { PlusOutlined } from '@ant-design/icons';
import { contentCategory, labelOf, optionsOf } from '@console/domain/enums';
import type { ArticleDetail, ArticleRow } from '@console/domain/schemas/article';
import { type ArticleAction, articleStatus, articleWorkflow } from '@console/domain/workflows/article';
import { actionsFrom } from '@console/domain/workflows/workflow';
import { Button, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/export-button';
import { useConfirmAction } from '../../../../lib/confirm-action';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import { ListTable } from '../../../../lib/list/list-table';
import { actionsColumn, type RowAction } from '../../../../lib/list/row-actions';
import { useListPage } from '../../../../lib/list/use-list-page';
import { notifySuccess } from '../../../../lib/notify';
import { Permission, usePermission } from '../../../../lib/permissions';
import { useArticleAction } from '../api/article-action';
import { getArticle } from '../api/get-article';
import { useArticles } from '../api/get-articles';
import { ArticleDetailDrawer } from './article-detail-drawer';
import { ArticleFormDrawer } from './article-form-drawer';
import { ArticleStatusTag } from './status-tag';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

/** Staff: every article with its status, written in a drawer, published, withdrawn and deleted by state. */
export function StaffArticles() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const confirmAction = useConfirmAction();
  const can = usePermission();
  const list = useListPage(useArticles);
  const action = useArticleAction();
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ article: ArticleDetail | null } | null>(null);

  const allowed = (status: string) =>
    actionsFrom(articleWorkflow, status as keyof typeof articleStatus, 'staff', (code) => can({ any: [code] }));

  const edit = async (id: number) => setEditing({ article: await getArticle(id) });

  const fire = (row: { id: number; title: string }, command: Exclude<ArticleAction, 'edit'>) => {
    confirmAction({
      title: t(`information.${command}`),
      content: t(`information.${command}Confirm`, { title: row.title }),
      danger: command !== 'publish',
      onOk: async () => {
        await action.mutateAsync({ id: row.id, action: command });
        notifySuccess(
          t(
            command === 'publish'
              ? 'information.published'
              : command === 'withdraw'
                ? 'information.withdrawn'
                : 'information.deleted',
          ),
        );
        if (command === 'delete') setViewing(null);
      },
    });
  };

  /** What the article's status and the user's permissions allow: row links in the list, buttons in the drawer. */
  const articleActions = (row: { id: number; title: string; status: string }): RowAction[] => {
    const actions = allowed(row.status);
    return [
      { key: 'edit', label: t('information.edit'), onClick: () => edit(row.id), show: actions.includes('edit') },
      {
        key: 'publish',
        label: t('information.publish'),
        onClick: () => fire(row, 'publish'),
        show: actions.includes('publish'),
      },
      {
        key: 'withdraw',
        label: t('information.withdraw'),
        onClick: () => fire(row, 'withdraw'),
        show: actions.includes('withdraw'),
      },
      {
        key: 'delete',
        label: t('information.delete'),
        danger: true,
        onClick: () => fire(row, 'delete'),
        show: actions.includes('delete'),
      },
    ];
  };

  // Title, status and publishing time first: they show at 1280 px and up with the sidebar open.
  const columns: ListColumn<ArticleRow>[] = [
    {
      title: t('information.cover'),
      dataIndex: 'coverUrl',
      key: 'cover',
      width: 88,
      render: (url: string | null) => (url ? <img src={url} alt="" className="article-cover-thumb" /> : '-'),
    },
    {
      title: t('information.title'),
      dataIndex: 'title',
      key: 'title',
      ellipsis: true,
      width: 260,
      render: (title: string, row) => <Typography.Link onClick={() => setViewing(row.id)}>{title}</Typography.Link>,
    },
    {
      title: t('information.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => <ArticleStatusTag status={v} />,
    },
    { title: t('information.publishedAt'), dataIndex: 'publishedAt', key: 'publishedAt', sorter: true, render: time },
    {
      title: t('information.category'),
      dataIndex: 'category',
      key: 'category',
      render: (v: string) => labelOf(contentCategory, v, lang),
    },
    { title: t('information.viewCount'), dataIndex: 'viewCount', key: 'viewCount', sorter: true, align: 'right' },
    { title: t('information.updatedAt'), dataIndex: 'updatedAt', key: 'updatedAt', sorter: true, render: time },
    { title: t('information.author'), dataIndex: 'authorName', key: 'authorName', render: (v) => v ?? '-' },
    ...actionsColumn<ArticleRow>(t('list.actions'), (row) => [
      { key: 'view', label: t('information.view'), onClick: () => setViewing(row.id) },
      ...articleActions(row),
    ]),
  ];

  return (
    <>
      <FilterBar
        {...list.filterBar}
        extra={
          <Space wrap>
            <Permission any={['client:information:edit']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ article: null })}>
                {t('information.create')}
              </Button>
            </Permission>
            <ExportButton kind="articles" permission="client:information:list" filters={list.state.filters} />
          </Space>
        }
      >
        <KeywordFilter placeholder={t('information.keywordPlaceholder')} />
        <SelectFilter
          name="category"
          label={t('information.category')}
          width={180}
          placeholder={t('information.categoryPlaceholder')}
          options={optionsOf(contentCategory, lang)}
        />
        <SelectFilter
          name="status"
          label={t('information.status')}
          width={140}
          placeholder={t('information.statusPlaceholder')}
          options={Object.entries(articleStatus).map(([value, label]) => ({ value, label: label[lang] }))}
        />
      </FilterBar>
      <ListTable<ArticleRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'title', extra: 'status', fields: ['category', 'publishedAt', 'viewCount', 'authorName'] }}
      />
      <ArticleDetailDrawer
        id={viewing}
        onClose={() => setViewing(null)}
        showStatus
        actions={(article) => (
          <Space size={8} wrap>
            {articleActions(article)
              .filter((a) => a.show)
              .map(({ key, label, danger, onClick }) => (
                <Button key={key} type={key === 'publish' ? 'primary' : 'default'} danger={danger} onClick={onClick}>
                  {label}
                </Button>
              ))}
          </Space>
        )}
      />
      <ArticleFormDrawer open={editing !== null} article={editing?.article ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
