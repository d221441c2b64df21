import { useEffect, useState } from 'react';

/** Spec: under 992 px body width the console switches to its mobile layout. */
export const MOBILE_BREAKPOINT = 992;

function isMobile(): boolean {
  return document.body.getBoundingClientRect().width < MOBILE_BREAKPOINT;
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobile);
  useEffect(() => {
    const onResize = () => setMobile(isMobile());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
