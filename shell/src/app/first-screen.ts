// The first screen's three waits, started side by side (the session check, the list of remotes,
// the current page's code) with the few modules they need, and its language prepared. The rest of
// start-up (index.ts) runs while they are under way.
import { prepareStoredLanguage } from '@agrihub/shared/core';
import '../locales/i18n';
import { preloadPageAt } from './preload';
import { loadRemoteManifests } from './remotes/remote-registry';
import { useAuthStore } from '../features/auth/auth-store';

/** Starts the waits; resolves once the language to show is loaded (English needs nothing). */
export function beginFirstScreen(): Promise<void> {
  void useAuthStore.getState().bootstrap();
  void loadRemoteManifests();
  preloadPageAt(window.location.pathname);
  // A browser that chose Urdu (or was sent a page in it) first loads its texts, mirrored styles and
  // font, so the first screen already shows in Urdu, right to left.
  return prepareStoredLanguage();
}
