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
import { App } from './app/App';

setupIonicReact({ mode: 'md' });

document.documentElement.lang = localStorage.getItem('apron.language') ?? 'tr';
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
