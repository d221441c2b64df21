/** How long the app waits for GET /config (the boot script's request and its own) before keeping the defaults. */
export const CONFIG_TIMEOUT_MS = 5_000;
