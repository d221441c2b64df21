import { theme } from 'antd';

export interface StatusBar {
  key: string;
  label: string;
  value: number;
  colour?: string;
}

const ROW = 26;
const LABEL_W = 104;
const VALUE_W = 44;
const WIDTH = 340;

/** Horizontal bars, one per status, drawn in SVG like the sign-in chart (no chart library). */
export function StatusBars({ bars, label }: { bars: StatusBar[]; label: string }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const inner = WIDTH - LABEL_W - VALUE_W;
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
              {b.label.length > 9 ? `${b.label.slice(0, 8)}…` : b.label}
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
