import { CalendarOutlined } from '@ant-design/icons';
import type { RangePickerProps } from 'antd/es/date-picker';
import { Suspense } from 'react';
import { lazyPage } from '../lazy-page';
import { useAfterFirstPage } from '../page-shown';

const RangePicker = lazyPage(() => import('./range-picker').then((m) => m.default));

let pickerDue = false;

/**
 * The filter bar's date range. antd's calendar is ~30 KB gzip with its styles, and nobody picks a date before the
 * list has drawn: its code loads once the first page is on the screen and the browser has a moment (asked for
 * with the list, it shared the list's bandwidth). Until it arrives a box of the picker's size and words holds its
 * place (hidden from assistive technology and the pointer: there is nothing to use yet).
 */
export function RangeFilter({ placeholder, ...props }: RangePickerProps & { placeholder: [string, string] }) {
  // Once the first wait is over, later lists (a tab opened afterwards) draw the picker at once.
  const ready = useAfterFirstPage() || pickerDue;
  if (ready) pickerDue = true;
  const standIn = (
    <span className="range-filter-placeholder" aria-hidden="true" data-testid="range-filter-placeholder">
      <span>{placeholder[0]}</span>
      <span className="range-filter-placeholder-to">→</span>
      <span>{placeholder[1]}</span>
      <CalendarOutlined />
    </span>
  );
  if (!ready) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RangePicker {...props} placeholder={placeholder} />
    </Suspense>
  );
}
