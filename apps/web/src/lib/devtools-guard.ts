/**
 * Spec: the production build blocks developer-tool shortcuts and the browser's context menu. Answers a
 * function that lifts the block again.
 */
export function blockDevtools(): () => void {
  const onKey = (e: KeyboardEvent) => {
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
  };
  const onContextMenu = (e: Event) => e.preventDefault();
  window.addEventListener('keydown', onKey, true);
  document.addEventListener('contextmenu', onContextMenu);
  return () => {
    window.removeEventListener('keydown', onKey, true);
    document.removeEventListener('contextmenu', onContextMenu);
  };
}
