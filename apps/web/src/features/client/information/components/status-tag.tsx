import { articleStatus } from '@console/domain/workflows/article';
import { Tag } from 'antd';
import { currentLanguage } from '../../../../lib/i18n/i18n';

const COLOURS: Record<string, string> = { '0': 'default', '1': 'green', '2': 'orange' };

export function ArticleStatusTag({ status }: { status: string }) {
  const label = articleStatus[status as keyof typeof articleStatus]?.[currentLanguage()] ?? status;
  return (
    <Tag color={COLOURS[status]} bordered={false} data-testid="article-status">
      {label}
    </Tag>
  );
}
