import { useEffect, useRef, useState } from 'react';
import { type StepUpMethod, setStepUpPrompt } from '../lib/http/step-up';
import { lazyPart } from '../lib/lazy-part';
import type { Asked } from './step-up-form';

// The dialog's code (a form, antd's Segmented) loads the first time a sensitive action asks for a proof.
const StepUpForm = lazyPart(
  () => import('./step-up-form').then((m) => m.StepUpForm),
  (p) => p.asked !== null,
);

/**
 * The dialog a sensitive action's 403 opens (lib/http/step-up.ts): the password, or the authenticator's code when
 * the account has one. Once the server has the proof the refused request is sent again by the http client, so
 * the action the user started simply goes on; cancelling drops it.
 */
export function StepUpDialog() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [method, setMethod] = useState<StepUpMethod>('password');
  const current = useRef<Asked | null>(null);

  useEffect(() => {
    const unregister = setStepUpPrompt(
      (methods) =>
        new Promise<boolean>((resolve) => {
          const next = { methods, resolve };
          current.current = next;
          setMethod(methods.includes('otp') ? 'otp' : 'password');
          setAsked(next);
        }),
    );
    return () => {
      unregister();
      current.current?.resolve(false);
    };
  }, []);

  const close = (proved: boolean) => {
    current.current?.resolve(proved);
    current.current = null;
    setAsked(null);
  };

  return <StepUpForm asked={asked} method={method} onMethod={setMethod} onClose={close} />;
}
