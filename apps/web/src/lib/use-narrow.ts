import { useEffect, useState } from 'react';

/** Under 992 px: the spec's mobile breakpoint. */
export const NARROW_QUERY = '(max-width: 991px)';

/** Under 992 px (the spec's mobile breakpoint) drawers take the whole width. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(NARROW_QUERY).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(NARROW_QUERY);
    if (!media) return;
    const update = () => setNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** A drawer's width: `wide` px on a desktop, the whole width under the mobile breakpoint. */
export function useDrawerWidth(wide = 720): number | string {
  return useNarrow() ? '100%' : wide;
}
