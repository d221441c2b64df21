import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The call timer ticks every second. */
export const TIMER_TICK_MS = 1_000;

/** Seconds as HH:MM:SS (hours keep counting past 99). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The call timer: HH:MM:SS since the call was placed (or answered), 00:00:00 with no call. */
export function CallTimer({ startedAt, now = Date.now }: { startedAt: number | null; now?: () => number }) {
  const { t } = useTranslation();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setTick((n) => n + 1), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);
  const value = startedAt === null ? formatDuration(0) : formatDuration((now() - startedAt) / 1000);
  return (
    <span className="softphone-timer" data-testid="softphone-timer" role="timer" aria-label={t('softphone.timer')}>
      {value}
    </span>
  );
}
