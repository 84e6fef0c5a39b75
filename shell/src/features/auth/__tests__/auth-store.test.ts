import { ApiError, apiClient, getAccessToken, setAccessToken } from '@agrihub/shared';
import { useAuthStore } from '../auth-store';
import { resetSession, verifiedSeller } from '../../../testing/render-portal';

/** What the server sets beside the httpOnly refresh cookie: a refresh cookie may be held. */
const markSession = () => {
  document.cookie = 'agrihub_session=1; path=/';
};

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
  document.cookie = 'agrihub_session=; path=/; max-age=0';
});

describe('auth store bootstrap (spec 4)', () => {
  it("starts 'checking', refreshes once when no token is held, reads the profile and becomes authenticated", async () => {
    markSession();
    const refresh = jest.spyOn(apiClient, 'refresh').mockImplementation(async () => {
      setAccessToken('fresh');
      return 'fresh';
    });
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { user: verifiedSeller } });
    expect(useAuthStore.getState().status).toBe('checking');

    await Promise.all([useAuthStore.getState().bootstrap(), useAuthStore.getState().bootstrap()]);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('auth/profile');
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: verifiedSeller });
  });

  it('skips the refresh when a token is already held', async () => {
    setAccessToken('held');
    const refresh = jest.spyOn(apiClient, 'refresh');
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { user: verifiedSeller } });
    await useAuthStore.getState().bootstrap();
    expect(refresh).not.toHaveBeenCalled();
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it('makes no refresh and no profile call without the session marker: a clean visit sends nothing to fail', async () => {
    const refresh = jest.spyOn(apiClient, 'refresh');
    const get = jest.spyOn(apiClient, 'get');
    await useAuthStore.getState().bootstrap();
    expect(refresh).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('is unauthenticated when the refresh fails', async () => {
    markSession();
    jest.spyOn(apiClient, 'refresh').mockRejectedValue(new ApiError('No refresh token', 401));
    const get = jest.spyOn(apiClient, 'get');
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(get).not.toHaveBeenCalled();
  });

  it('treats a failed profile fetch as unauthenticated', async () => {
    markSession();
    jest.spyOn(apiClient, 'refresh').mockResolvedValue('fresh');
    jest.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('Internal error', 500));
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
  });

  it('logout calls the server, drops the token and the user', async () => {
    setAccessToken('held');
    useAuthStore.setState({ status: 'authenticated', user: verifiedSeller });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true } });
    await useAuthStore.getState().logout();
    expect(post).toHaveBeenCalledWith('auth/logout');
    expect(getAccessToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });
});

describe('refreshUser', () => {
  it('never puts back a user older than a save that landed while it read: it reads once more instead', async () => {
    setAccessToken('held');
    useAuthStore.setState({ status: 'authenticated', user: verifiedSeller });
    const saved = { ...verifiedSeller, firstName: 'Hamza' };
    let answer!: (value: unknown) => void;
    const get = jest
      .spyOn(apiClient, 'get')
      // The first read left before the save and answers after it, with the name before it.
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce({ data: { user: saved } });
    const refreshing = useAuthStore.getState().refreshUser();
    // The profile save's answer sets the user meanwhile.
    useAuthStore.setState({ user: saved });
    answer({ data: { user: verifiedSeller } });
    await refreshing;
    expect(get).toHaveBeenCalledTimes(2);
    expect(useAuthStore.getState().user?.firstName).toBe('Hamza');
  });
});
