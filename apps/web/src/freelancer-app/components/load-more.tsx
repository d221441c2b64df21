import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** rows shown: "no more" only under a list that has some */
  count: number;
}

/** The foot of a paged list: a button for the next page, or a note that everything is shown. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, count }: LoadMoreProps) {
  const { t } = useTranslation();
  if (hasNextPage) {
    return (
      <div className="m-more">
        <Button loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
          {t('freelancer.common.loadMore')}
        </Button>
      </div>
    );
  }
  return count > 0 ? <div className="m-more">{t('freelancer.common.noMore')}</div> : null;
}
