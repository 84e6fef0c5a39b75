import { api, setAccessToken } from '@agrihub/shared/core';
import type { ApiBody } from '@agrihub/shared/core';
import { useAuthStore } from '../auth-store';

export type ChangePasswordBody = ApiBody<'/api/auth/change-password', 'post'>;

/**
 * POST /auth/change-password. The server ends every session of the user and starts a new one for
 * this tab: its access token replaces the held one (as sign-in's does) and its user the store's.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const { accessToken, user } = await api.post('/api/auth/change-password', body);
  setAccessToken(accessToken);
  useAuthStore.setState({ user });
}
