import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { renderPortal, resetSession, verifiedSeller } from '../../../testing/render-portal';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

async function signIn(rememberMe = false) {
  await userEvent.type(screen.getByLabelText(/email/i), 'seller@demo.pk');
  await userEvent.type(screen.getByLabelText(/password/i), 'wrong-pass1');
  if (rememberMe) await userEvent.click(screen.getByLabelText('Remember Me'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign in page', () => {
  it('shows the fields, links and the Sign In button', async () => {
    await renderPortal('/login', { status: 'unauthenticated' });
    expect(screen.getByLabelText(/email/i)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Remember Me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
  });

  it('requires email and password', async () => {
    await renderPortal('/login', { status: 'unauthenticated' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it("shows the server's message, keeps what was typed, and sends Remember Me", async () => {
    const post = jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('Invalid email or password', 401));
    await renderPortal('/login', { status: 'unauthenticated' });
    await signIn(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(post).toHaveBeenCalledWith('auth/login', { email: 'seller@demo.pk', password: 'wrong-pass1', rememberMe: true });
    expect(screen.getByLabelText(/email/i)).toHaveValue('seller@demo.pk');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("says 'Login failed: No token received' when the answer has no token", async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { user: verifiedSeller } });
    await renderPortal('/login', { status: 'unauthenticated' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: No token received');
  });

  it("falls back to 'Login failed' when the error has no message", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error(''));
    await renderPortal('/login', { status: 'unauthenticated' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it("reads 'Signing In...' while busy", async () => {
    jest.spyOn(apiClient, 'post').mockReturnValue(new Promise(() => undefined));
    await renderPortal('/login', { status: 'unauthenticated' });
    await signIn();
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });
});
