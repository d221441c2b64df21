import { App, type ModalFuncProps } from 'antd';
import { useCallback, useRef } from 'react';

/** modal.confirm that opens once: a double click on the button asking for it does not stack two dialogs. */
export function useConfirmOnce(): (config: ModalFuncProps) => void {
  const { modal } = App.useApp();
  const open = useRef(false);
  return useCallback(
    (config: ModalFuncProps) => {
      if (open.current) return;
      open.current = true;
      modal.confirm({
        ...config,
        afterClose: () => {
          open.current = false;
          config.afterClose?.();
        },
      });
    },
    [modal],
  );
}
