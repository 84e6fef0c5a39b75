/**
 * @jest-environment node
 */
import { createApiClient } from '../../api/api-client';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../api/token-store';
import { getSessionUser, holdSessionUser, restoreSession, signIn, signOut } from '../session';

const user = {
  _id: 'u1',
  firstName: 'Ali',
  lastName: 'Khan',
  email: 'seller@demo.pk',
  role: 'admin' as const,
  permissions: [],
  companyName: 'Punjab Agro',
  companyCity: 'Lahore',
  isVerified: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientFor(routes: Record<string, () => Response>) {
  const paths: string[] = [];
  const bodies: Record<string, unknown> = {};
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace('/api/', '');
    paths.push(path);
    if (request.body) bodies[path] = JSON.parse(await request.clone().text());
    return (routes[path] ?? (() => json({ message: 'Not found' }, 404)))();
  });
  return {
    client: createApiClient({ prefixUrl: 'http://portal.test/api', fetch: fetchMock as unknown as typeof fetch, onSessionExpired: jest.fn() }),
    paths,
    bodies,
  };
}

afterEach(() => {
  clearAccessToken();
  holdSessionUser(null);
});

describe('restoreSession (spec 4)', () => {
  it('with no token held, refreshes once and then reads the profile', async () => {
    const { client, paths } = clientFor({
      'auth/refresh-token': () => json({ data: { accessToken: 'fresh' } }),
      'auth/profile': () => json({ data: { user } }),
    });
    await expect(restoreSession(client)).resolves.toEqual(user);
    expect(paths).toEqual(['auth/refresh-token', 'auth/profile']);
    expect(getAccessToken()).toBe('fresh');
  });

  it('resolves to no user when the refresh fails, without reading the profile', async () => {
    const { client, paths } = clientFor({ 'auth/refresh-token': () => json({ message: 'No session' }, 401) });
    await expect(restoreSession(client)).resolves.toBeNull();
    expect(paths).toEqual(['auth/refresh-token']);
  });

  describe('in a browser, where the session marker cookie is readable', () => {
    const withCookies = (cookie: string) => Object.defineProperty(globalThis, 'document', { value: { cookie }, configurable: true });
    afterEach(() => {
      delete (globalThis as { document?: unknown }).document;
    });

    it('sends nothing without the marker: an anonymous visit has no refresh to fail', async () => {
      withCookies('theme=dark; agrihub_sessionless=1');
      const { client, paths } = clientFor({});
      await expect(restoreSession(client)).resolves.toBeNull();
      expect(paths).toEqual([]);
    });

    it('refreshes when the marker is among the cookies', async () => {
      withCookies('theme=dark; agrihub_session=1');
      const { client, paths } = clientFor({
        'auth/refresh-token': () => json({ data: { accessToken: 'fresh' } }),
        'auth/profile': () => json({ data: { user } }),
      });
      await expect(restoreSession(client)).resolves.toEqual(user);
      expect(paths).toEqual(['auth/refresh-token', 'auth/profile']);
    });
  });

  it('with a token held, reads the profile directly; a failed profile means no user', async () => {
    setAccessToken('held');
    const { client, paths } = clientFor({ 'auth/profile': () => json({ message: 'boom' }, 500) });
    await expect(restoreSession(client)).resolves.toBeNull();
    expect(paths).toEqual(['auth/profile']);
  });
});

describe('signIn', () => {
  it('sends Remember Me to the server and keeps the token in memory', async () => {
    const { client, bodies } = clientFor({
      'auth/login': () => json({ data: { accessToken: 'tok', user } }),
      'auth/profile': () => json({ data: { user } }),
    });
    await expect(signIn('seller@demo.pk', 'Seller@123', true, client)).resolves.toEqual(user);
    expect(bodies['auth/login']).toEqual({ email: 'seller@demo.pk', password: 'Seller@123', rememberMe: true });
    expect(getAccessToken()).toBe('tok');
  });

  it("fails with 'Login failed: No token received' when the answer has no token", async () => {
    const { client } = clientFor({ 'auth/login': () => json({ data: {} }) });
    await expect(signIn('seller@demo.pk', 'Seller@123', false, client)).rejects.toThrow('Login failed: No token received');
    expect(getAccessToken()).toBeNull();
  });
});

describe('the session user (what useCan reads)', () => {
  it('is the signed-in user after sign-in, and nobody after sign-out even when the logout call fails', async () => {
    const { client } = clientFor({
      'auth/login': () => json({ data: { accessToken: 'tok' } }),
      'auth/profile': () => json({ data: { user } }),
      'auth/logout': () => json({ message: 'Bad request' }, 400),
    });
    expect(getSessionUser()).toBeNull();
    await signIn('seller@demo.pk', 'Seller@123', false, client);
    expect(getSessionUser()).toEqual(user);
    await expect(signOut(client)).rejects.toThrow();
    expect(getSessionUser()).toBeNull();
  });

  it('is the user a restored session reads', async () => {
    setAccessToken('held');
    const { client } = clientFor({ 'auth/profile': () => json({ data: { user } }) });
    await restoreSession(client);
    expect(getSessionUser()).toEqual(user);
  });
});
