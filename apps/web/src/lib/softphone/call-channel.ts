import { create } from 'zustand';

/** What a page asks the softphone to call: an order's freelancer or a task's enterprise contact (never a number). */
export interface CallRequest {
  businessType: 'order' | 'task';
  businessId: string;
}

interface CallChannelState {
  /** the softphone control is on the page (the user holds telManage:online): call buttons show only then */
  ready: boolean;
  /** the latest request not yet taken by the control; `seq` tells two requests for the same business apart */
  request: (CallRequest & { seq: number }) | null;
}

/**
 * The tiny channel between pages and the floating softphone (features never import each other): a page's call
 * button puts a request here, the control takes it and dials by business id; the server looks the number up.
 */
export const useCallChannel = create<CallChannelState>(() => ({ ready: false, request: null }));

let seq = 0;

/** Asks the softphone to call a business's contact. */
export function requestCall(request: CallRequest): void {
  seq += 1;
  useCallChannel.setState({ request: { ...request, seq } });
}

/** The control takes the pending request (answers it once). */
export function takeCallRequest(): CallRequest | null {
  const pending = useCallChannel.getState().request;
  if (!pending) return null;
  useCallChannel.setState({ request: null });
  return { businessType: pending.businessType, businessId: pending.businessId };
}

/** The control says it is mounted (or gone). */
export function setSoftphoneReady(ready: boolean): void {
  useCallChannel.setState(ready ? { ready } : { ready, request: null });
}
