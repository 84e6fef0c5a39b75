import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from '@agrihub/shared/core';
import { App } from './app/app';

// index.ts has started the session check and the page's code; this renders the first screen.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A transition renders (and hydrates) in slices that yield to the browser every few milliseconds,
// instead of one long task that a phone's slower CPU turns into hundreds of milliseconds of a frozen page.
startTransition(() => {
  // The server sent this page already rendered (src/prerender.tsx) in the language now shown: React
  // takes over its markup instead of drawing it again. Else (another language was chosen on this
  // browser before the server could know) the page is drawn anew.
  if (document.documentElement.dataset.prerendered === currentLanguage()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
