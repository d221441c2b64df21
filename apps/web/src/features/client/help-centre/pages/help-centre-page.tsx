import { USER_TYPE } from '@console/domain/enums';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { withFilters } from '../../../../lib/list/list-state';
import { useListState } from '../../../../lib/list/use-list-state';
import { useSession } from '../../../../lib/session';
import { FaqList } from '../components/faq-list';
import { FeedbackTable } from '../components/feedback-table';
import '../i18n';
import '../components/help-centre.css';

type Tab = 'faq' | 'feedback';

/**
 * /client/feedback/feedbackList: the FAQ (category Q) with search, and feedback: an enterprise user's own
 * history with the replies, or for staff everyone's with the reply drawer. The tab and filters live in the URL.
 */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const staff = useSession((s) => s.user?.userType) !== USER_TYPE.enterprise;
  const [state, setState] = useListState({ pageNum: 1, pageSize: 20, filters: { tab: staff ? 'feedback' : 'faq' } });
  const { tab: rawTab, faq, ...rest } = state.filters;
  const tab: Tab = rawTab === 'feedback' ? 'feedback' : 'faq';
  const faqPage = Number(faq) > 0 ? Number(faq) : 1;

  // The feedback list's own state is the page's list state without the tab and FAQ keys.
  const feedbackState = { ...state, filters: rest };
  const setFeedbackState = (next: typeof state) => setState({ ...next, filters: { ...next.filters, tab } });

  return (
    <div className="page help-centre-page">
      <Card variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={(next) => setState(withFilters(state, { tab: next }))}
          items={[
            {
              key: 'faq',
              label: t('helpCentre.faqTab'),
              children:
                tab === 'faq' ? (
                  <FaqList
                    keyword={state.filters.keyword ?? ''}
                    pageNum={faqPage}
                    onSearch={(keyword) => setState(withFilters(state, { tab, keyword }))}
                    onPage={(n) => setState({ ...state, filters: { ...state.filters, faq: String(n) } })}
                  />
                ) : null,
            },
            {
              key: 'feedback',
              label: staff ? t('helpCentre.feedbackTab') : t('helpCentre.myFeedbackTab'),
              children:
                tab === 'feedback' ? (
                  <FeedbackTable staff={staff} state={feedbackState} onStateChange={setFeedbackState} />
                ) : null,
            },
          ]}
        />
      </Card>
    </div>
  );
}
