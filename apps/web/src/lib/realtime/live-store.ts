import type { StoreApi, UseBoundStore } from 'zustand';

/**
 * The one shape of the real-time stores (the chat's, the softphone's): the state a socket keeps current and the
 * actions on it, in one zustand store. Components select the slices they draw (`store((s) => s.connection)`), so
 * an event re-renders only what it changed, and reach actions through `store.getState()`; code outside React uses
 * `getState` and `subscribe`.
 */
export type LiveStore<State, Actions> = UseBoundStore<StoreApi<State & Actions>>;
