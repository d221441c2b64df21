import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';

/** antd's range picker, in a chunk of its own: range-filter.tsx loads it beside a list, not before it. */
export default function RangePicker(props: RangePickerProps) {
  return <DatePicker.RangePicker {...props} />;
}
