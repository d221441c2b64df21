/** Spec: the production build blocks developer-tool shortcuts and the browser's context menu. */
export function blockDevtools(): void {
  window.addEventListener(
    'keydown',
    (e) => {
      const key = e.key.toUpperCase();
      const ctrl = e.ctrlKey || e.metaKey;
      const blocked =
        key === 'F12' ||
        (ctrl && e.shiftKey && ['I', 'J', 'C', 'K'].includes(key)) ||
        (ctrl && e.altKey && ['I', 'J', 'C'].includes(key)) ||
        (ctrl && key === 'U');
      if (blocked) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
    true,
  );
  document.addEventListener('contextmenu', (e) => e.preventDefault());
}
