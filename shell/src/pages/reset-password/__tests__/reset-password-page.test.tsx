import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { renderPortal, resetSession } from '../../../testing/render-portal';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const EXPIRED = 'This reset link has expired. Request a new one.';

/** The server's answers: the link check first, then the reset. */
function serverAnswers(check: () => Promise<unknown>, reset: () => Promise<unknown> = async () => ({ data: { success: true } })) {
  return jest.spyOn(apiClient, 'post').mockImplementation((path: string) => (path === 'auth/reset-password/check' ? check() : reset()));
}

async function choose(password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset password page', () => {
  it('with a good link, sets the new password and offers to sign in', async () => {
    const post = serverAnswers(async () => ({ data: { success: true } }));
    await renderPortal('/reset-password?token=good-token', { status: 'unauthenticated' });
    expect(post).toHaveBeenCalledWith('auth/reset-password/check', { token: 'good-token' });
    await choose('Harvest2031');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('auth/reset-password', { token: 'good-token', password: 'Harvest2031' });
    expect(screen.getByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says at once that an expired link cannot be used and links to ask for a new one', async () => {
    serverAnswers(() => Promise.reject(new ApiError(EXPIRED, 410)));
    await renderPortal('/reset-password?token=old-token', { status: 'unauthenticated' });
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('refuses a weak or mistyped password with the sign-up messages, before any call', async () => {
    const post = serverAnswers(async () => ({ data: { success: true } }));
    await renderPortal('/reset-password?token=good-token', { status: 'unauthenticated' });
    await choose('short1');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await choose('longenough', 'longenough');
    expect(await screen.findByText('Password must contain at least one letter and one digit')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await choose('Harvest2031', 'Harvest2032');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows the server's password message under the field", async () => {
    const weak = 'This password is too easy to guess';
    serverAnswers(
      async () => ({ data: { success: true } }),
      () => Promise.reject(new ApiError(weak, 400, { password: weak })),
    );
    await renderPortal('/reset-password?token=good-token', { status: 'unauthenticated' });
    await choose('Password123');
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Password123');
  });
});
