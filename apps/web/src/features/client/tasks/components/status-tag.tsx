import { labelOf, type TaskStatus, taskStatus } from '@console/domain/enums';
import { Tag } from 'antd';
import { useLocale } from '../../../../components/client/use-actor';

const colours: Record<TaskStatus, string> = {
  '0': 'default',
  '1': 'orange',
  '2': 'blue',
  '3': 'purple',
  '4': 'green',
  '5': 'red',
};

export function TaskStatusTag({ value }: { value: string }) {
  const locale = useLocale();
  return (
    <Tag color={colours[value as TaskStatus] ?? 'default'} bordered={false}>
      {labelOf(taskStatus, value, locale)}
    </Tag>
  );
}
