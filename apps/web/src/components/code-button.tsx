import type { SentCode } from '@console/domain/schemas/onboarding';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../lib/http/http-error';
import { notifySuccess } from '../lib/notify';
import './code-button-i18n';

/** The server lets a phone ask for a new code once a minute. */
export const RESEND_SECONDS = 60;

export interface CodeButtonProps {
  /** checks what the code needs (the phone) and sends it; undefined when it must not be sent */
  send: () => Promise<SentCode | undefined>;
  /** the embedded demo answers the code: the page shows it */
  onDemoCode: (code: string | null) => void;
  testId?: string;
}

/**
 * "获取验证码", then a countdown before it may be asked for again. One request at a time: a second click before the
 * first has answered (a double click) sends nothing, as the guard is a ref, not state a render away.
 */
export function CodeButton({ send, onDemoCode, testId }: CodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const click = async () => {
    if (inFlight.current || left > 0) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const sent = await send();
      if (!sent) return;
      setLeft(RESEND_SECONDS);
      onDemoCode(sent.demoCode);
      notifySuccess(t('codeButton.codeSent'));
    } catch (error) {
      // the http client has shown why (rate limit, bad phone)
      if (!(error instanceof HttpError)) throw error;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Button onClick={click} loading={busy} disabled={left > 0} data-testid={testId}>
      {left > 0 ? t('codeButton.resend', { n: left }) : t('codeButton.sendCode')}
    </Button>
  );
}
