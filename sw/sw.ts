/// <reference lib="webworker" />
/**
 * Apron's service worker (docs/offline.md §4). It precaches the whole built app (shell, every
 * route chunk, both languages' strings, icons) so every screen opens offline after one visit,
 * answers app routes with index.html, caches no API answer, and replays the outbox when the
 * browser fires Background Sync with the page closed. Field data lives in IndexedDB, which this
 * worker only reads and writes through the outbox engine and never deletes.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SYNC_TAG } from '@/lib/outbox/channel';
import { injectSnapshot, SNAPSHOT_CACHE, snapshotKey } from '@/contracts/form-snapshot';
import { trace } from '@/lib/outbox/trace';
import { NOT_THE_APP } from './navigation';
import { installPrecache } from './precache';
import { replayFromWorker } from './replay';
import { REPLAY_MESSAGE, SKIP_WAITING_MESSAGE } from './messages';

declare const self: ServiceWorkerGlobalScope;

// Removes only caches named by an older Workbox precache format; IndexedDB is never touched.
cleanupOutdatedCaches();
// Workbox's precacheAndRoute, with the install filling the precache several files at a time (precache.ts).
const MANIFEST = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(MANIFEST);
registerRoute(new PrecacheRoute(precache));
self.addEventListener('install', (event) => event.waitUntil(installPrecache(precache, MANIFEST, event, self.location.href)));
// Drops entries an older version precached and this one does not (Workbox's activate; it waits on the event itself).
self.addEventListener('activate', (event) => void precache.activate(event));

// Every app route is the single-page shell; the API, OAuth and real files go to the network. A
// field form the page stored a snapshot of comes with it, usable before the app has run
// (src/contracts/form-snapshot.ts).
const shell = precache.createHandlerBoundToURL('/index.html');
registerRoute(new NavigationRoute(async (options) => {
  const response = await shell(options);
  if (options.url.search || !response.ok) return response;
  const snapshot = await caches.open(SNAPSHOT_CACHE).then((cache) => cache.match(snapshotKey(options.url.pathname))).catch(() => undefined);
  if (!snapshot) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(injectSnapshot(await response.text(), await snapshot.text()), { status: response.status, statusText: response.statusText, headers });
}, { denylist: NOT_THE_APP }));

// The first install takes the open pages at once (nothing older controls them). A new version
// waits until the user accepts it (the page's "Yenile" button sends SKIP_WAITING).
clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  // A page that asks the worker to replay means it: no leaving it to the page.
  else if (type === REPLAY_MESSAGE) event.waitUntil(replayFromWorker({ pageOnScreen: async () => false }).then(() => undefined));
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== SYNC_TAG) return;
  trace('sw:sync', { lastChance: event.lastChance });
  // A rejected promise makes the browser fire the event again later (with its own backoff).
  event.waitUntil(
    replayFromWorker().then((outcome) => {
      trace('sw:sync-end', outcome);
      // Either way the browser fires the event again later: for the network, or for when the page is gone.
      if (outcome !== 'settled' && !event.lastChance) throw new Error(`outbox: ${outcome}`);
    }),
  );
}) as EventListener);
