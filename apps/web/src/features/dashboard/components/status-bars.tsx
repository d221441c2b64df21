import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { groupDigits } from '../../../lib/money';
import './status-bars.css';

export interface StatusBar {
  key: string;
  label: string;
  value: number;
  colour?: string;
}

/** Width of a 12px label: CJK characters are square, latin ones about half as wide. */
const textWidth = (s: string) => [...s].reduce((w, c) => w + ((c.codePointAt(0) ?? 0) > 0x2e80 ? 12 : 6.8), 0);

/**
 * Horizontal bars, one per status, as a list (no chart library): each label is text a screen reader reads with
 * its count, and a long one (en) wraps within its column instead of being cut.
 */
export function StatusBars({ bars, label }: { bars: StatusBar[]; label: string }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...bars.map((b) => b.value));
  // As wide as the longest label, at most 45% of the card (the CSS caps it): zh labels fit on one line.
  const labelWidth = Math.ceil(Math.max(48, ...bars.map((b) => textWidth(b.label))));
  const palette = [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorInfo,
    token.colorError,
    token['purple-6'],
    token['cyan-6'],
    token['magenta-6'],
  ];
  return (
    <ul
      className="status-bars"
      aria-label={label}
      style={{ '--status-label-width': `${labelWidth}px` } as CSSProperties}
    >
      {bars.map((b, i) => (
        <li key={b.key} className="status-bars-row">
          <span className="status-bars-label">{b.label}</span>
          <span className="status-bars-track" aria-hidden>
            <span
              className="status-bars-fill"
              style={{
                width: b.value === 0 ? 0 : `max(2px, ${(b.value / max) * 100}%)`,
                background: b.colour ?? palette[i % palette.length],
              }}
            />
          </span>
          <span className="status-bars-value">{groupDigits(b.value)}</span>
        </li>
      ))}
    </ul>
  );
}
