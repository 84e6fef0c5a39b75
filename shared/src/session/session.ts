import type { ApiData } from '../api/api-types';
/**
 * Session calls shared by the shell's auth store, the standalone harness and any remote that needs
 * the signed-in seller. The token they obtain goes to the in-memory holder only.
 */
import { useSyncExternalStore } from 'react';
import { apiClient } from '../api/api-client';
import type { ApiClient } from '../api/api-client';
import { clearAccessToken, getAccessToken, setAccessToken, subscribeAccessToken } from '../api/token-store';
import { COOKIES, readCookie } from '../lib/cookies';
import { queryKeys } from '../query/query-keys';

export const LOGIN_NO_TOKEN_MESSAGE = 'Login failed: No token received';

/** The signed-in user, as GET /api/auth/profile answers it. */
export type SessionUser = ApiData<'/api/auth/profile'>['user'];

export interface CompanyAddress {
  city: string;
  state: string;
  zipCode: string;
}

/**
 * What POST /api/auth/register takes. Written here: the server's schema accepts any shape so that
 * it can answer every bad field with its own message (see validateRegistration).
 */
export interface RegistrationPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
  companyAddress: CompanyAddress;
  phone: string;
  taxId: string;
}

interface TokenAnswer {
  data?: { accessToken?: unknown; user?: SessionUser };
}

export const sessionKeys = queryKeys('session', {
  profile: () => ['profile'] as const,
});

let sessionUser: SessionUser | null = null;
const userListeners = new Set<() => void>();

/**
 * The signed-in user beside the token, one for the shell and every remote (shared is a federation
 * singleton): the session calls below set it, sign-out clears it, and the remotes' permission checks
 * (useCan) read it. The shell's auth store keeps its own copy for its routing.
 */
export function holdSessionUser(user: SessionUser | null): void {
  if (user === sessionUser) return;
  sessionUser = user;
  for (const listener of userListeners) listener();
}

export function getSessionUser(): SessionUser | null {
  return sessionUser;
}

function subscribeSessionUser(listener: () => void): () => void {
  userListeners.add(listener);
  return () => {
    userListeners.delete(listener);
  };
}

/** The signed-in user (null when signed out), re-rendering on sign-in and sign-out. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSessionUser, getSessionUser, () => null);
}

function takeToken(body: TokenAnswer | undefined): string {
  const token = body?.data?.accessToken;
  if (typeof token !== 'string' || token === '') throw new Error(LOGIN_NO_TOKEN_MESSAGE);
  setAccessToken(token);
  return token;
}

export async function fetchProfile(client: ApiClient = apiClient): Promise<SessionUser> {
  const body = await client.get<{ data?: { user?: SessionUser } }>('auth/profile');
  const user = body?.data?.user;
  if (!user) throw new Error('Profile answer without a user');
  holdSessionUser(user);
  return user;
}

/** POST /auth/login (Remember Me is sent), keeps the token in memory, then reads the profile. */
export async function signIn(email: string, password: string, rememberMe = false, client: ApiClient = apiClient): Promise<SessionUser> {
  takeToken(await client.post<TokenAnswer>('auth/login', { email, password, rememberMe }));
  return fetchProfile(client);
}

/** A session a call just started (sign-up, an accepted invitation): its token and user are held. */
async function sessionFrom(body: TokenAnswer | undefined, client: ApiClient): Promise<SessionUser> {
  takeToken(body);
  const user = body?.data?.user;
  if (!user) return fetchProfile(client);
  holdSessionUser(user);
  return user;
}

export async function registerSeller(payload: RegistrationPayload, client: ApiClient = apiClient): Promise<SessionUser> {
  return sessionFrom(await client.post<TokenAnswer>('auth/register', payload), client);
}

/** What a person accepting an invitation chooses: their name and password. */
export interface InvitationAcceptance {
  firstName: string;
  lastName: string;
  password: string;
}

/** POST /invitations/{token}/accept: the new member's login is made and signed in, like a sign-up. */
export async function acceptInvitation(token: string, payload: InvitationAcceptance, client: ApiClient = apiClient): Promise<SessionUser> {
  return sessionFrom(await client.post<TokenAnswer>(`invitations/${encodeURIComponent(token)}/accept`, payload), client);
}

/** Server logout (revokes the refresh cookie); the token is dropped even if the call fails. */
export async function signOut(client: ApiClient = apiClient): Promise<void> {
  try {
    await client.post('auth/logout');
  } finally {
    clearAccessToken();
    holdSessionUser(null);
  }
}

/**
 * Whether a refresh cookie may be held. Outside a browser (no cookie jar to read) the answer is yes,
 * so the refresh decides.
 */
export function mayHaveSession(): boolean {
  if (typeof document === 'undefined') return true;
  return readCookie(COOKIES.sessionMarker) !== undefined;
}

/**
 * Spec 4: with no token held, one refresh is attempted; then the profile is read. Resolves to the
 * user, or null when there is no session (a failed refresh or a failed profile read). The refresh
 * is skipped when the server's session marker is absent: it could only answer 401, which the
 * browser logs as an error on every anonymous visit.
 */
export async function restoreSession(client: ApiClient = apiClient): Promise<SessionUser | null> {
  if (!getAccessToken()) {
    if (!mayHaveSession()) return null;
    try {
      await client.refresh();
    } catch {
      return null;
    }
  }
  try {
    return await fetchProfile(client);
  } catch {
    return null;
  }
}

/** The held access token, re-rendering on change (sign-in, refresh, sign-out). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, () => null);
}
