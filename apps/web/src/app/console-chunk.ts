import { lazyPage, loadChunk } from '../lib/lazy-page';

/**
 * The signed-in console, loaded when a signed-in page opens: the login page never loads its layout, menus, icons
 * or pages. One lazy component for the router and the route guard, so the guard's preload lets the router draw it
 * at once.
 */
export const SignedInApp = lazyPage(() => import('./signed-in-app').then((m) => m.SignedInApp));

/** The console's module, for its page prefetch (the module loader keeps one copy). */
export const loadConsole = () => loadChunk(() => import('./signed-in-app'));
