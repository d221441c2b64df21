import { CalendarOutlined } from '@ant-design/icons';
import type { RangePickerProps } from 'antd/es/date-picker';
import { Suspense } from 'react';
import { lazyPage } from '../lazy-page';

const RangePicker = lazyPage(() => import('./range-picker').then((m) => m.default));

/**
 * The filter bar's date range. antd's calendar is ~25 KB gzip of a list's first screen, and nobody picks a date
 * before the list has drawn: its code loads with the list, not before it. Until it arrives a box of the picker's
 * size and words holds its place (hidden from assistive technology and the pointer: there is nothing to use yet).
 */
export function RangeFilter({ placeholder, ...props }: RangePickerProps & { placeholder: [string, string] }) {
  return (
    <Suspense
      fallback={
        <span className="range-filter-placeholder" aria-hidden="true" data-testid="range-filter-placeholder">
          <span>{placeholder[0]}</span>
          <span className="range-filter-placeholder-to">→</span>
          <span>{placeholder[1]}</span>
          <CalendarOutlined />
        </span>
      }
    >
      <RangePicker {...props} placeholder={placeholder} />
    </Suspense>
  );
}
