import { App } from 'antd';
import { type ReactNode, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmAction {
  /** the question */
  content?: ReactNode;
  /** 系统提示 (common.tip) unless the action names itself */
  title?: ReactNode;
  /** runs on OK: a promise keeps the dialog open, its OK button loading, until it settles */
  onOk: () => unknown;
  onCancel?: () => void;
  /** a destructive action: the OK button is red */
  danger?: boolean;
  /** 确定 / 取消 (common.confirm, common.cancel) unless the action has its own */
  okText?: string;
  cancelText?: string;
  className?: string;
  width?: number;
}

/**
 * Asking before an action: antd's confirmation dialog with the console's texts, one at a time, so a double click on
 * the button that asks does not stack two dialogs. The returned function answers whether it opened one.
 */
export function useConfirmAction(): (action: ConfirmAction) => boolean {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const open = useRef(false);
  return useCallback(
    ({ title, okText, cancelText, danger, onOk, onCancel, ...rest }: ConfirmAction) => {
      if (open.current) return false;
      open.current = true;
      // Free again as soon as the dialog starts closing (the next click may ask at once), not after its animation.
      const release = () => {
        open.current = false;
      };
      modal.confirm({
        ...rest,
        title: title ?? t('common.tip'),
        okText: okText ?? t('common.confirm'),
        cancelText: cancelText ?? t('common.cancel'),
        ...(danger ? { okButtonProps: { danger: true } } : {}),
        // A promise keeps the dialog open until it settles; a failed one leaves it open, still the one asking.
        onOk: () => {
          const done = onOk();
          if (!(done instanceof Promise)) release();
          return done instanceof Promise ? done.then(release) : done;
        },
        onCancel: () => {
          release();
          onCancel?.();
        },
        afterClose: release,
      });
      return true;
    },
    [modal, t],
  );
}
