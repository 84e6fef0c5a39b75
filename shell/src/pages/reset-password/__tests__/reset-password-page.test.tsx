import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, setupApiServer } from '@agrihub/shared/testing';
import type { ApiResolver } from '@agrihub/shared/testing';
import { renderPortal, resetSession } from '../../../testing/render-portal';

const server = setupApiServer();

afterEach(() => {
  resetSession();
});

const EXPIRED = 'This reset link has expired. Request a new one.';

/** The server's answers: the link check first, then the reset. */
function serverAnswers(
  check: ApiResolver<'/api/auth/reset-password/check', 'post'>,
  reset: ApiResolver<'/api/auth/reset-password', 'post'> = () => ({ data: { success: true } }),
) {
  server.answer('post', '/api/auth/reset-password/check', check);
  server.answer('post', '/api/auth/reset-password', reset);
}

/** What the server received, in order. */
const received = () => server.requests.map(({ method, path, query, body }) => ({ method, path, query, body }));

async function choose(password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset password page', () => {
  it('with a good link, sets the new password and offers to sign in', async () => {
    serverAnswers(() => ({ data: { success: true } }));
    await renderPortal('/reset-password?token=good-token', { status: 'unauthenticated' });
    await waitFor(() => expect(received()).toEqual([{ method: 'post', path: '/api/auth/reset-password/check', query: {}, body: { token: 'good-token' } }]));
    await choose('Harvest2031');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(received().at(-1)).toEqual({ method: 'post', path: '/api/auth/reset-password', query: {}, body: { token: 'good-token', password: 'Harvest2031' } });
    expect(screen.getByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says at once that an expired link cannot be used and links to ask for a new one', async () => {
    serverAnswers(() => errorAnswer(410, EXPIRED));
    await renderPortal('/reset-password?token=old-token', { status: 'unauthenticated' });
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('refuses a weak or mistyped password with the sign-up messages, before any call', async () => {
    serverAnswers(() => ({ data: { success: true } }));
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
    expect(received()).toEqual([{ method: 'post', path: '/api/auth/reset-password/check', query: {}, body: { token: 'good-token' } }]);
  });

  it("shows the server's password message under the field", async () => {
    const weak = 'This password is too easy to guess';
    serverAnswers(
      () => ({ data: { success: true } }),
      () => errorAnswer(400, weak, { password: weak }),
    );
    await renderPortal('/reset-password?token=good-token', { status: 'unauthenticated' });
    await choose('Password123');
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Password123');
  });
});
