import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import './app/theme.css';
import { i18nReady } from '@/lib/i18n/i18n';
import { adoptFormSnapshot } from '@/lib/pwa/form-snapshot-adopt';
import { REDUCED_MOTION_QUERY } from '@/lib/ui/use-media';
import { App } from './app/App';
import { preloadScreenAt } from './app/routes';

// A user who asks the system for less motion (an accessibility setting) gets pages, dialogs and
// toasts without Ionic's transitions (WCAG 2.3.3); read once at start, as Ionic reads its config once.
setupIonicReact({ mode: 'md', animated: !window.matchMedia?.(REDUCED_MOTION_QUERY).matches });

document.documentElement.lang = localStorage.getItem('apron.language') ?? 'tr';
// A field form opened from its snapshot (docs/offline.md): the app takes over what was typed in it.
adoptFormSnapshot();
// The screen the tab opens on loads beside the shell's strings. When a service worker serves the
// app, its files are on the device and the first render waits for them: no spinner, and no
// Suspense reveal, which React holds until 300 ms after the fallback showed. A first visit (no
// worker yet) draws the shell at once.
const screen = preloadScreenAt(location.pathname);
void Promise.all([i18nReady, navigator.serviceWorker?.controller ? screen : undefined]).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
