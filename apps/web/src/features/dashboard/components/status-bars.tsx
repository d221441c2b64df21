import { theme } from 'antd';

export interface StatusBar {
  key: string;
  label: string;
  value: number;
  colour?: string;
}

const ROW = 26;
const VALUE_W = 44;
const BAR_W = 192;
const LABEL_MAX = 150;

/** Width of a 12px label: CJK characters are square, latin ones about half as wide. */
const textWidth = (s: string) => [...s].reduce((w, c) => w + ((c.codePointAt(0) ?? 0) > 0x2e80 ? 12 : 6.8), 0);

/** The label as it fits in `max` pixels, cut with an ellipsis only when it must be. */
function fitted(label: string, max: number): string {
  if (textWidth(label) <= max) return label;
  let cut = label;
  while (cut.length > 1 && textWidth(`${cut}…`) > max) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Horizontal bars, one per status, drawn in SVG like the sign-in chart (no chart library). */
export function StatusBars({ bars, label }: { bars: StatusBar[]; label: string }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...bars.map((b) => b.value));
  // The label column is as wide as the longest label (en labels are longer than zh ones), within limits.
  const LABEL_W = Math.ceil(Math.min(LABEL_MAX, Math.max(48, ...bars.map((b) => textWidth(b.label))))) + 8;
  const inner = BAR_W;
  const WIDTH = LABEL_W + BAR_W + VALUE_W;
  const height = bars.length * ROW + 4;
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
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={label} style={{ display: 'block' }}>
      {bars.map((b, i) => {
        const y = i * ROW + 4;
        const w = b.value === 0 ? 0 : Math.max(2, (b.value / max) * inner);
        return (
          <g key={b.key}>
            <title>{`${b.label}: ${b.value}`}</title>
            <text x={LABEL_W - 8} y={y + 13} textAnchor="end" fontSize={12} fill={token.colorTextSecondary}>
              {fitted(b.label, LABEL_W - 8)}
            </text>
            <rect x={LABEL_W} y={y + 2} width={inner} height={14} rx={3} fill={token.colorFillTertiary} />
            <rect x={LABEL_W} y={y + 2} width={w} height={14} rx={3} fill={b.colour ?? palette[i % palette.length]} />
            <text x={LABEL_W + inner + 8} y={y + 13} fontSize={12} fill={token.colorText}>
              {b.value.toLocaleString()}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
