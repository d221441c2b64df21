import { useEffect, useRef } from 'react';

/**
 * Runs `effect` after a render in which `value` differs from the one it last ran with (Object.is). A plain effect
 * would also run whenever a kept-alive tab is shown again (React re-runs every effect of an <Activity> that
 * becomes visible) and throw away what the user had typed there.
 */
export function useOnChange<T>(value: T, effect: (value: T) => void): void {
  const last = useRef<{ value: T } | null>(null);
  useEffect(() => {
    if (last.current && Object.is(last.current.value, value)) return;
    last.current = { value };
    effect(value);
  });
}
