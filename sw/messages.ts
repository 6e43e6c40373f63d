/** Messages a page posts to the worker (src/lib/pwa sends them). */
/** The user accepted the new version: the waiting worker activates (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** Replay the outbox from the worker now (as a Background Sync event would). */
export const REPLAY_MESSAGE = 'replay';
