// Start-up in two tasks. This one starts the first screen's three waits side by side (the session
// check, the list of remotes, the current page's code) with the few modules they need; the next
// evaluates React, MUI and the app and renders (./bootstrap, in this same file: 'eager'). One task
// for both kept the network idle while a phone's CPU evaluated everything, then began the waits.
// The shell shares nothing at start-up (it hands its modules to remotes through the federation
// runtime, loaded with the first remote page: app/remotes/federation.ts), so it needs no async
// boundary of module federation before rendering.
import { prepareStoredLanguage } from '@agrihub/shared/core';
import './locales/i18n';
import { preloadPageAt } from './app/preload';
import { loadRemoteManifests } from './app/remotes/remote-registry';
import { useAuthStore } from './features/auth/auth-store';

void useAuthStore.getState().bootstrap();
void loadRemoteManifests();
preloadPageAt(window.location.pathname);
// English needs nothing; a browser that chose Urdu first loads its texts, mirrored styles and font,
// so the first screen already shows in Urdu, right to left.
const language = prepareStoredLanguage();
setTimeout(() => void language.finally(() => import(/* webpackMode: "eager" */ './bootstrap')));
