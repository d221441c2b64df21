import { EyeOutlined } from '@ant-design/icons';
import { contentCategory, labelOf } from '@console/domain/enums';
import type { ArticleDetail } from '@console/domain/schemas/article';
import { Drawer, Image, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleHtml } from '../../../../components/article-html';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useArticle } from '../api/get-article';
import { ArticleStatusTag } from './status-tag';

/** One article as its readers see it; staff get the status and the actions the state allows. */
export function ArticleDetailDrawer({
  id,
  onClose,
  showStatus,
  actions,
}: {
  id: number | null;
  onClose: () => void;
  showStatus?: boolean;
  actions?: (article: ArticleDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const width = useDrawerWidth();
  const { data: article, isPending } = useArticle(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={width}
      title={article?.title ?? ' '}
      extra={article && actions?.(article)}
      destroyOnHidden
      className="article-drawer"
    >
      {isPending || !article ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <article className="article-view" data-testid="article-view">
          <Typography.Title level={3} className="article-view-title">
            {article.title}
          </Typography.Title>
          <Space wrap className="article-view-meta" size={12}>
            <Tag bordered={false} color="blue">
              {labelOf(contentCategory, article.category, currentLanguage())}
            </Tag>
            {showStatus && <ArticleStatusTag status={article.status} />}
            {article.publishedAt && <span>{dayjs(article.publishedAt).format('YYYY-MM-DD HH:mm')}</span>}
            {article.authorName && <span>{article.authorName}</span>}
            <span>
              <EyeOutlined /> {t('information.views', { n: article.viewCount })}
            </span>
          </Space>
          {article.coverUrl && (
            <div className="article-view-cover">
              <Image src={article.coverUrl} alt={article.title} />
            </div>
          )}
          {article.summary && <blockquote className="article-view-summary">{article.summary}</blockquote>}
          <ArticleHtml html={article.content} />
        </article>
      )}
    </Drawer>
  );
}
