import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '@agrihub/shared/testing';
import { renderPortal, resetSession } from '../../../testing/render-portal';

const server = setupApiServer();

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

async function sendLink(email: string) {
  await userEvent.type(screen.getByLabelText(/email/i), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('forgot password page', () => {
  it('asks the server for a link, then confirms without saying whether the account exists', async () => {
    server.answer('post', '/api/auth/forgot-password', () => ({ data: { success: true } }));
    await renderPortal('/forgot-password', { status: 'unauthenticated' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument();
    await sendLink(' seller@demo.pk');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
        { method: 'post', path: '/api/auth/forgot-password', query: {}, body: { email: 'seller@demo.pk' } },
      ]),
    );
    expect(screen.getByText(/If an account with seller@demo.pk exists/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('says why when the server cannot be reached, keeping the email typed', async () => {
    // No answer at all: fetch itself fails, as when the server is down or the connection dropped
    // (the real client sends the write once more, and that fails too).
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPortal('/forgot-password', { status: 'unauthenticated' });
    await sendLink('seller@demo.pk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side, please try again');
    expect(screen.getByLabelText(/email/i)).toHaveValue('seller@demo.pk');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('checks the address before calling the server', async () => {
    await renderPortal('/forgot-password', { status: 'unauthenticated' });
    await sendLink('not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
