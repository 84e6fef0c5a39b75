import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@agrihub/shared';
import { LANGUAGE_STORAGE_KEY, currentLanguage, setLanguage } from '@agrihub/shared/core';
import type { SessionUser } from '@agrihub/shared/core';
import { forgetLanguageChoice } from '@agrihub/shared/testing';
import { renderPortal, resetSession, verifiedSeller } from '../../../testing/render-portal';
import { useAuthStore } from '../auth-store';

afterEach(async () => {
  jest.restoreAllMocks();
  resetSession();
  await act(() => setLanguage('en'));
  localStorage.clear();
  forgetLanguageChoice();
});

const urduUser: SessionUser = { ...verifiedSeller, language: 'ur' };

/** The server's answers to a sign-in: a token, then the user as saved. */
function answerSignIn(user: SessionUser) {
  jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { accessToken: 'token-1' } });
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path === 'auth/profile') return { data: { user } };
    return new Promise(() => undefined);
  });
  return jest.spyOn(apiClient, 'put').mockImplementation(async (_path: string, body: unknown) => ({ data: { user: { ...user, ...(body as object) } } }));
}

async function signIn() {
  await userEvent.type(screen.getByLabelText(/ای میل|email/i), 'seller@demo.pk');
  await userEvent.type(screen.getByLabelText(/پاس ورڈ|password/i), 'Seller@123');
  await userEvent.click(screen.getByRole('button', { name: /Sign In|سائن اِن کریں/ }));
}

test('the sign-in page switches to اردو, right to left, and back to the spec’s English', async () => {
  await renderPortal('/login', { status: 'unauthenticated' });
  await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
  expect(await screen.findByRole('heading', { name: 'سائن اِن' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'سائن اِن کریں' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'true');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');
  expect(screen.queryByText('Sign in')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByText('Sign in to manage your orders, catalog and payments.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

test('a field error of the shared rules reads in Urdu', async () => {
  await renderPortal('/login', { status: 'unauthenticated' });
  await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
  await userEvent.click(await screen.findByRole('button', { name: 'سائن اِن کریں' }));
  expect(await screen.findByText('ای میل لازمی ہے')).toBeInTheDocument();
  expect(screen.getByText('پاس ورڈ لازمی ہے')).toBeInTheDocument();
});

test('اردو chosen on the sign-in page is saved on the user who signs in', async () => {
  const put = answerSignIn(verifiedSeller);
  await renderPortal('/login', { status: 'unauthenticated' });
  await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
  await screen.findByRole('heading', { name: 'سائن اِن' });
  await signIn();
  expect(await screen.findByRole('heading', { name: 'ڈیش بورڈ' })).toBeInTheDocument();
  expect(put).toHaveBeenCalledWith('profile/language', { language: 'ur' });
  expect(useAuthStore.getState().user?.language).toBe('ur');
});

test('a browser that never chose takes the language saved on the user (a new device)', async () => {
  const put = answerSignIn(urduUser);
  await renderPortal('/login', { status: 'unauthenticated' });
  await signIn();
  expect(await screen.findByRole('heading', { name: 'ڈیش بورڈ' })).toBeInTheDocument();
  expect(currentLanguage()).toBe('ur');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(put).not.toHaveBeenCalled();
});

test('the account menu switches the signed-in portal and saves the choice', async () => {
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { user: urduUser } });
  jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
  await renderPortal('/', { status: 'authenticated', user: verifiedSeller });
  await userEvent.click(screen.getByTestId('account-menu-button'));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('button', { name: 'اردو' }));
  await screen.findByRole('button', { name: 'اردو', pressed: true });
  await userEvent.keyboard('{Escape}');
  const nav = await screen.findByRole('navigation', { name: 'ماڈیولز' });
  expect(within(nav).getByText('آرڈر مینجمنٹ')).toBeInTheDocument();
  expect(within(nav).queryByText('Order Management')).not.toBeInTheDocument();
  expect(put).toHaveBeenCalledWith('profile/language', { language: 'ur' });
});
