import { waitFor } from '@testing-library/react';
import { getAccessToken, setAccessToken } from '@agrihub/shared';
import type { ApiResponse } from '@agrihub/shared/core';
import { errorAnswer, setupApiServer } from '@agrihub/shared/testing';
import { useAuthStore } from '../auth-store';
import { resetSession, verifiedSeller } from '../../../testing/render-portal';

const server = setupApiServer();

/** What the server sets beside the httpOnly refresh cookie: a refresh cookie may be held. */
const markSession = () => {
  document.cookie = 'agrihub_session=1; path=/';
};

/** What the server received, as the tests assert it. */
const received = () => server.requests.map(({ method, path, query, body }) => ({ method, path, query, body }));

afterEach(() => {
  resetSession();
  document.cookie = 'agrihub_session=; path=/; max-age=0';
});

describe('auth store bootstrap (spec 4)', () => {
  it("starts 'checking', refreshes once when no token is held, reads the profile and becomes authenticated", async () => {
    markSession();
    server.answer('post', '/api/auth/refresh-token', () => ({ data: { accessToken: 'fresh' } }));
    server.answer('get', '/api/auth/profile', () => ({ data: { user: verifiedSeller } }));
    expect(useAuthStore.getState().status).toBe('checking');

    await Promise.all([useAuthStore.getState().bootstrap(), useAuthStore.getState().bootstrap()]);

    expect(server.requestsTo('post', '/api/auth/refresh-token')).toHaveLength(1);
    expect(server.requestsTo('get', '/api/auth/profile')).toHaveLength(1);
    expect(received()).toEqual([
      { method: 'post', path: '/api/auth/refresh-token', query: {}, body: undefined },
      { method: 'get', path: '/api/auth/profile', query: {}, body: undefined },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: verifiedSeller });
  });

  it('skips the refresh when a token is already held', async () => {
    setAccessToken('held');
    server.answer('get', '/api/auth/profile', () => ({ data: { user: verifiedSeller } }));
    await useAuthStore.getState().bootstrap();
    expect(server.requestsTo('post', '/api/auth/refresh-token')).toEqual([]);
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it('makes no refresh and no profile call without the session marker: a clean visit sends nothing to fail', async () => {
    await useAuthStore.getState().bootstrap();
    expect(server.requests).toEqual([]);
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('is unauthenticated when the refresh fails', async () => {
    markSession();
    server.answer('post', '/api/auth/refresh-token', () => errorAnswer(401, 'No refresh token'));
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(server.requestsTo('get', '/api/auth/profile')).toEqual([]);
  });

  it('treats a failed profile fetch as unauthenticated', async () => {
    markSession();
    server.answer('post', '/api/auth/refresh-token', () => ({ data: { accessToken: 'fresh' } }));
    server.answer('get', '/api/auth/profile', () => errorAnswer(500, 'Internal error'));
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
  });

  it('logout calls the server, drops the token and the user', async () => {
    setAccessToken('held');
    useAuthStore.setState({ status: 'authenticated', user: verifiedSeller });
    server.answer('post', '/api/auth/logout', () => ({ data: { success: true } }));
    await useAuthStore.getState().logout();
    expect(received()).toEqual([{ method: 'post', path: '/api/auth/logout', query: {}, body: undefined }]);
    expect(getAccessToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });
});

describe('refreshUser', () => {
  it('never puts back a user older than a save that landed while it read: it reads once more instead', async () => {
    setAccessToken('held');
    useAuthStore.setState({ status: 'authenticated', user: verifiedSeller });
    const saved = { ...verifiedSeller, firstName: 'Hamza' };
    type Profile = ApiResponse<'/api/auth/profile'>;
    let answer!: (value: Profile) => void;
    let reads = 0;
    server.answer('get', '/api/auth/profile', () => {
      reads += 1;
      // The first read left before the save and answers after it, with the name before it.
      if (reads === 1) return new Promise<Profile>((resolve) => (answer = resolve));
      return { data: { user: saved } };
    });
    const refreshing = useAuthStore.getState().refreshUser();
    await waitFor(() => expect(server.requestsTo('get', '/api/auth/profile')).toHaveLength(1));
    // The profile save's answer sets the user meanwhile.
    useAuthStore.setState({ user: saved });
    answer({ data: { user: verifiedSeller } });
    await refreshing;
    expect(server.requestsTo('get', '/api/auth/profile')).toHaveLength(2);
    expect(useAuthStore.getState().user?.firstName).toBe('Hamza');
  });
});
