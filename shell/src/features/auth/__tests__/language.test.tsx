import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY, currentLanguage, setLanguage } from '@agrihub/shared/core';
import type { SessionUser } from '@agrihub/shared/core';
import { forgetLanguageChoice, setupApiServer } from '@agrihub/shared/testing';
import { answerLayoutNever, renderPortal, resetSession, verifiedSeller } from '../../../testing/render-portal';
import { useAuthStore } from '../auth-store';

const server = setupApiServer();

afterEach(async () => {
  resetSession();
  await act(() => setLanguage('en'));
  localStorage.clear();
  forgetLanguageChoice();
});

const urduUser: SessionUser = { ...verifiedSeller, language: 'ur' };

/** The server's answers to a sign-in: a token, then the user as saved. */
function answerSignIn(user: SessionUser) {
  answerLayoutNever(server);
  server.answer('post', '/api/auth/login', () => ({ data: { accessToken: 'token-1', user } }));
  server.answer('get', '/api/auth/profile', () => ({ data: { user } }));
  server.answer('put', '/api/profile/language', ({ body }) => ({ data: { user: { ...user, ...body } } }));
}

/** The language saves the server received. */
const languageSaves = () => server.requestsTo('put', '/api/profile/language').map(({ method, path, query, body }) => ({ method, path, query, body }));

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
  answerSignIn(verifiedSeller);
  await renderPortal('/login', { status: 'unauthenticated' });
  await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
  await screen.findByRole('heading', { name: 'سائن اِن' });
  await signIn();
  expect(await screen.findByRole('heading', { name: 'ڈیش بورڈ' })).toBeInTheDocument();
  await waitFor(() => expect(languageSaves()).toEqual([{ method: 'put', path: '/api/profile/language', query: {}, body: { language: 'ur' } }]));
  await waitFor(() => expect(useAuthStore.getState().user?.language).toBe('ur'));
});

test('a browser that never chose takes the language saved on the user (a new device)', async () => {
  answerSignIn(urduUser);
  await renderPortal('/login', { status: 'unauthenticated' });
  await signIn();
  expect(await screen.findByRole('heading', { name: 'ڈیش بورڈ' })).toBeInTheDocument();
  expect(currentLanguage()).toBe('ur');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(languageSaves()).toEqual([]);
});

test('the account menu switches the signed-in portal and saves the choice', async () => {
  answerLayoutNever(server);
  server.answer('put', '/api/profile/language', () => ({ data: { user: urduUser } }));
  await renderPortal('/', { status: 'authenticated', user: verifiedSeller });
  await userEvent.click(screen.getByTestId('account-menu-button'));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('button', { name: 'اردو' }));
  await screen.findByRole('button', { name: 'اردو', pressed: true });
  await userEvent.keyboard('{Escape}');
  const nav = await screen.findByRole('navigation', { name: 'ماڈیولز' });
  expect(within(nav).getByText('آرڈر مینجمنٹ')).toBeInTheDocument();
  expect(within(nav).queryByText('Order Management')).not.toBeInTheDocument();
  await waitFor(() => expect(languageSaves()).toEqual([{ method: 'put', path: '/api/profile/language', query: {}, body: { language: 'ur' } }]));
});
