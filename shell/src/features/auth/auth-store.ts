import { create } from 'zustand';
import {
  acceptInvitation,
  api,
  chosenLanguage,
  currentLanguage,
  fetchProfile,
  registerSeller,
  restoreSession,
  setLanguage,
  signIn,
  signOut,
} from '@agrihub/shared/core';
import type { InvitationAcceptance, Language, RegistrationPayload, SessionUser } from '@agrihub/shared/core';

export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Spec 4 session check; runs once per page load however often it is called. */
  bootstrap(): Promise<void>;
  login(email: string, password: string, rememberMe: boolean): Promise<SessionUser>;
  register(payload: RegistrationPayload): Promise<SessionUser>;
  /** Accepts an invitation: the new member is signed in to the company that invited them. */
  acceptInvite(token: string, payload: InvitationAcceptance): Promise<SessionUser>;
  /** Server logout, token dropped; the caller then goes to /login. */
  logout(): Promise<void>;
  /** Reads the signed-in user again (their company was verified or changed), keeping the session. */
  refreshUser(): Promise<void>;
}

let bootstrapping: Promise<void> | null = null;

/**
 * The user's saved language and this browser's agree after a sign-in (docs/i18n.md): a language
 * chosen in this browser (on the sign-in page, or earlier) is the user's choice and is saved on
 * them; a browser that never chose (a new device) takes the user's. A restored session (a reload)
 * takes the user's, which a switch on another device may have changed.
 */
function followLanguage(user: SessionUser, how: 'signed-in' | 'restored'): void {
  const chosen = chosenLanguage();
  if (how === 'signed-in' && chosen !== undefined) {
    if (chosen !== user.language) saveUserLanguage(chosen).catch(() => undefined);
    return;
  }
  if (user.language !== currentLanguage()) void setLanguage(user.language).catch(() => undefined);
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  status: 'checking',
  user: null,
  bootstrap: () => {
    bootstrapping ??= restoreSession().then((user) => {
      set(user ? { status: 'authenticated', user } : { status: 'unauthenticated', user: null });
      if (user) followLanguage(user, 'restored');
    });
    return bootstrapping;
  },
  login: async (email, password, rememberMe) => {
    const user = await signIn(email, password, rememberMe);
    set({ status: 'authenticated', user });
    followLanguage(user, 'signed-in');
    return user;
  },
  register: async (payload) => {
    const user = await registerSeller(payload);
    set({ status: 'authenticated', user });
    followLanguage(user, 'signed-in');
    return user;
  },
  acceptInvite: async (token, payload) => {
    const user = await acceptInvitation(token, payload);
    set({ status: 'authenticated', user });
    followLanguage(user, 'signed-in');
    return user;
  },
  logout: async () => {
    try {
      await signOut();
    } catch {
      // The token is gone either way; the refresh cookie expires on its own.
    }
    set({ status: 'unauthenticated', user: null });
  },
  refreshUser: async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const before = get().user;
      const user = await fetchProfile();
      // Signed out meanwhile: the answer is for a session that has ended.
      if (get().status !== 'authenticated') return;
      // Set meanwhile (a profile save's answer): this answer may predate it, so read once more rather than undo it.
      if (get().user === before) {
        set({ user });
        return;
      }
    }
  },
}));

/** Tests only: forget the once-per-load bootstrap and go back to the initial state. */
export function resetAuthStoreForTests(): void {
  bootstrapping = null;
  useAuthStore.setState({ status: 'checking', user: null });
}

/**
 * Saves the signed-in member's language on their user, so a new device and their mail follow it.
 * The answer's user replaces the store's only while the same member is signed in.
 */
export async function saveUserLanguage(language: Language): Promise<void> {
  const { user } = await api.put('/api/profile/language', { language });
  if (useAuthStore.getState().user?._id === user._id) useAuthStore.setState({ user });
}
