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
import { REDUCED_MOTION_QUERY } from '@/lib/ui/use-media';
import { App } from './app/App';

// A user who asks the system for less motion (an accessibility setting) gets pages, dialogs and
// toasts without Ionic's transitions (WCAG 2.3.3); read once at start, as Ionic reads its config once.
setupIonicReact({ mode: 'md', animated: !window.matchMedia?.(REDUCED_MOTION_QUERY).matches });

document.documentElement.lang = localStorage.getItem('apron.language') ?? 'tr';
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
