import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageAt } from './app/preload';
import { loadRemoteManifests } from './app/remotes/remote-registry';
import { useAuthStore } from './features/auth/auth-store';

function start(): void {
  // The first screen's three waits run side by side: the session check, the list of remotes and
  // the current page's code. Nothing is awaited before the first render.
  void useAuthStore.getState().bootstrap();
  void loadRemoteManifests();
  preloadPageAt(window.location.pathname);
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
}

start();
