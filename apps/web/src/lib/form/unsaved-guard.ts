import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../confirm-action';
import './i18n';

export interface UnsavedGuard {
  /** call when the user changes something (a form's onValuesChange) */
  markDirty: () => void;
  /** closes at once when nothing was entered, else asks first */
  confirmClose: (close: () => void) => void;
}

/**
 * Input typed into an open form is not thrown away unasked: while it is unsaved the browser asks before a reload
 * or a window close, and closing the dialog or drawer asks first. Saving closes it without asking.
 */
export function useUnsavedGuard(open: boolean): UnsavedGuard {
  const { t } = useTranslation();
  const confirmAction = useConfirmAction();
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!open) setDirty(false);
  }, [open]);

  useEffect(() => {
    if (!open || !dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older Chromium asks only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, dirty]);

  const markDirty = useCallback(() => setDirty(true), []);
  const confirmClose = useCallback(
    (close: () => void) => {
      if (!dirty) {
        close();
        return;
      }
      confirmAction({
        title: t('form.discardTitle'),
        content: t('form.discardText'),
        okText: t('form.discard'),
        danger: true,
        cancelText: t('form.keepEditing'),
        onOk: close,
      });
    },
    [dirty, confirmAction, t],
  );
  return { markDirty, confirmClose };
}
