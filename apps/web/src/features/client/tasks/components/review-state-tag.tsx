import { AuditOutlined } from '@ant-design/icons';
import { labelOf, type ReviewState, reviewState } from '@console/domain/enums';
import type { TaskDetail } from '@console/domain/schemas/task';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatTime } from './format';

const colours: Record<ReviewState, string> = { '0': 'orange', '1': 'green', '2': 'red' };

/** The task status that already says what a review state says: pending review (1) and review rejected (5). */
const sameAsStatus: Partial<Record<ReviewState, string>> = { '0': '1', '2': '5' };

/**
 * The task's review state (the spec's enumeration: 0 pending, 1 approved, 2 rejected) as a tag beside its
 * status: the latest review, with who and when on hover. Nothing before the first submission, nor when the
 * status says the same (a pending task reads "pending review" once, not twice).
 */
export function ReviewStateTag({ task }: { task: Pick<TaskDetail, 'status' | 'reviews'> }) {
  const { t } = useTranslation();
  const review = task.reviews.at(-1);
  if (!review || sameAsStatus[review.state] === task.status) return null;
  const label = labelOf(reviewState, review.state, currentLanguage());
  return (
    <Tooltip
      title={t('tasks.reviewStateTip', {
        state: label,
        name: review.actorName ?? '-',
        time: formatTime(review.createdAt),
      })}
    >
      <Tag icon={<AuditOutlined />} color={colours[review.state]} bordered={false} data-testid="task-review-state">
        {label}
      </Tag>
    </Tooltip>
  );
}
