import { Workbox } from 'workbox-window';
import { watchOutboxForBackgroundSync } from './background-sync';
import { setOfflineReadiness } from './offline-ready';
import { setUpdateState } from './update-state';

/** Long-lived tabs (a tablet at the gate) look for a new version this often. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;

/**
 * Registers the service worker (production builds only; src/app imports this module lazily after
 * the first render). A new version never takes over by itself: when it waits, the banner offers
 * 'Yenile', which activates it and reloads once it controls the page. Pending outbox items,
 * drafts and photos live in IndexedDB, which a new worker does not touch.
 */
export async function registerServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const wb = new Workbox('/sw.js', { scope: '/' });
  // A page no worker controlled when it loaded is the first visit (or a hard reload): it already
  // runs the newest version, so there is nothing to offer — never 'Yeni sürüm hazır' on arrival.
  const hadController = navigator.serviceWorker.controller !== null;
  let accepted = false;
  wb.addEventListener('waiting', () => {
    if (!hadController) {
      wb.messageSkipWaiting();
      return;
    }
    setUpdateState({
      dismissed: false,
      apply: () => {
        accepted = true;
        wb.messageSkipWaiting();
      },
    });
  });
  wb.addEventListener('controlling', (event) => {
    if (!hadController || (!event.isUpdate && !event.isExternal)) return; // the first install: nothing to reload
    // This tab accepted: reload now. Another tab accepted: this tab may hold unsaved input, so it
    // only offers the reload (its banner's 'Yenile' then simply reloads).
    if (accepted) window.location.reload();
    else setUpdateState({ dismissed: false, apply: () => window.location.reload() });
  });
  // A browser (or test run) that refuses service workers keeps working without one.
  if (!navigator.serviceWorker.controller) setOfflineReadiness('preparing');
  const registration = await wb.register().catch(() => undefined);
  if (!registration) {
    setOfflineReadiness(null);
    return;
  }
  // Active means installed, and the install ends only when every file is precached.
  void navigator.serviceWorker.ready.then(() => setOfflineReadiness('ready'));
  watchOutboxForBackgroundSync();
  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
}
