import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// index.ts has started the session check and the page's code; this renders the first screen.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds, instead of one
// long task that a phone's slower CPU turns into hundreds of milliseconds of a frozen page.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
