import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadDataLayer, provideDataLayer } from './lib/dataLayer';
import { hasSession } from './lib/session/presence';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The data layer (Apollo, auth) is its own chunk, loaded on demand through lib/dataLayer.ts.
provideDataLayer(() => import('./app/dataModule'));

// Signed in: fetch the data layer (Apollo, auth) while the first render runs, not after it.
if (hasSession()) void loadDataLayer().catch(() => undefined);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
