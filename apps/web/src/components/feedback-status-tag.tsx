import { feedbackStatus, labelOf } from '@console/domain/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<string, string> = {
  '0': 'orange',
  '1': 'green',
  '2': 'blue',
  '3': 'cyan',
  '4': 'default',
};

/** A feedback's handling status, coloured alike in the user's history and the help centre's list. */
export function FeedbackStatusTag({ status, 'data-testid': testId }: { status: string; 'data-testid'?: string }) {
  const lang = useTranslation().i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Tag color={colours[status]} bordered={false} data-testid={testId}>
      {labelOf(feedbackStatus, status, lang)}
    </Tag>
  );
}
