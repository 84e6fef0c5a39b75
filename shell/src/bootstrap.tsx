import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRemoteManifests, registerRemoteManifests } from './app/remotes/remote-registry';
import { App } from './app/app';
// Builds and offers every MUI module the remotes use (see the file): loads nothing by itself.
import './app/remotes/mui-for-remotes';

async function start(): Promise<void> {
  // Only the small remotes.json is awaited; remotes themselves load when their page is opened.
  registerRemoteManifests(await fetchRemoteManifests());
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
