import type { DashboardSummary } from '@console/domain/schemas/dashboard';
import { theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 28, left: 32 };

/** Stacked bars of successful and failed sign-ins per day, drawn in SVG (no chart library). */
export function LoginsChart({ days }: { days: DashboardSummary['loginsByDay'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const max = Math.max(1, ...days.map((d) => d.success + d.failure));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(days.length, 1);
  const bar = Math.min(28, slot * 0.6);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t('dashboard.loginsByDay')}
        style={{ display: 'block', maxHeight: 260 }}
      >
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke={token.colorBorderSecondary} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
              {v}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * slot + (slot - bar) / 2;
          const sTop = y(d.success);
          const fTop = y(d.success + d.failure);
          return (
            <g key={d.day}>
              <title>{`${d.day}  ${t('dashboard.success')} ${d.success} / ${t('dashboard.failure')} ${d.failure}`}</title>
              <rect x={x} y={sTop} width={bar} height={y(0) - sTop} rx={3} fill={token.colorPrimary} />
              {d.failure > 0 && (
                <rect x={x} y={fTop} width={bar} height={sTop - fTop} rx={3} fill={token.colorError} opacity={0.85} />
              )}
              {(i % 2 === 0 || days.length <= 7) && (
                <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill={token.colorTextSecondary}>
                  {dayjs(d.day).format('MM-DD')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, justifyContent: 'center', fontSize: 12 }}>
        <Legend colour={token.colorPrimary} label={t('dashboard.success')} />
        <Legend colour={token.colorError} label={t('dashboard.failure')} />
      </figcaption>
    </figure>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span style={{ width: 10, height: 10, borderRadius: 2, background: colour, display: 'inline-block' }} />
      {label}
    </span>
  );
}

function niceStep(max: number): number {
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw || 1));
  const candidates = [1, 2, 5, 10].map((m) => m * magnitude);
  return Math.max(1, candidates.find((c) => c >= raw) ?? magnitude * 10);
}
