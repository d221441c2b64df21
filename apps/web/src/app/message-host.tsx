import { message } from 'antd';
import { useEffect } from 'react';
import { bindMessageApi } from '../lib/notify';

/** The message API with the provider's theme and locale, bound for notifyError/notifySuccess/notifyWarning. */
export function MessageHost() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    bindMessageApi(api);
    return () => bindMessageApi(null);
  }, [api]);
  return holder;
}
