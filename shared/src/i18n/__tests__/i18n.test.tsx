import { act, render, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { statusLabel } from '../../ui/status-chip';
import { formatDate, formatPKR, formatRelativeTime } from '../../format/format';
import { requiredMessage, MESSAGES } from '../../validation/rules';
import { PortalThemeProvider } from '../../theme/theme-provider';
import { forgetLanguageChoice } from '../../testing';
import { currentLanguage, LANGUAGE_STORAGE_KEY, prepareStoredLanguage, setLanguage, translateText } from '../i18n';

/** Every cookie of the document, as `name=value` pairs. */
const cookies = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean);

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
  forgetLanguageChoice();
  delete document.documentElement.dataset.prerendered;
});

test('Urdu sets the page right to left and is remembered; English restores it', async () => {
  await setLanguage('ur');
  expect(document.documentElement).toHaveAttribute('lang', 'ur');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');
  await setLanguage('en');
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
});

test('a choice is also kept in a cookie, which the server reads to send a prerendered page in it', async () => {
  await setLanguage('ur');
  expect(cookies()).toContain('agrihub_language=ur');
  await setLanguage('en');
  expect(cookies()).toContain('agrihub_language=en');
});

test('the stored choice is loaded before the first render, and a choice stored before the cookie existed gets one', async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
  await prepareStoredLanguage();
  expect(currentLanguage()).toBe('ur');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(cookies()).toContain('agrihub_language=ur');
});

test("a prerendered page's language is shown but not remembered as a choice; a choice outranks it", async () => {
  document.documentElement.dataset.prerendered = 'ur';
  await prepareStoredLanguage();
  expect(currentLanguage()).toBe('ur');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  expect(cookies().filter((c) => c.startsWith('agrihub_language='))).toEqual([]);
  await act(() => setLanguage('en'));
  await prepareStoredLanguage();
  expect(currentLanguage()).toBe('en');
});

test('an unknown stored value falls back to English', async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
  await prepareStoredLanguage();
  expect(currentLanguage()).toBe('en');
});

test('a mounted dialog changes language in place, and back to the exact English', async () => {
  render(
    <PortalThemeProvider>
      <ConfirmDialog open title="Delete?" message="Sure?" onConfirm={() => {}} onClose={() => {}} />
    </PortalThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  await act(() => setLanguage('ur'));
  expect(screen.getByRole('button', { name: 'منسوخ کریں' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تصدیق کریں' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  await act(() => setLanguage('en'));
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
});

test('statuses, dates and amounts read in Urdu with Western digits, amounts isolated left to right', async () => {
  expect(statusLabel('in_progress')).toBe('In Progress');
  expect(formatDate('2026-11-12T10:00:00Z')).toBe('12 Nov 2026');
  await setLanguage('ur');
  expect(statusLabel('in_progress')).toBe('کارروائی جاری');
  expect(statusLabel('delivered')).toBe('ڈیلیور شدہ');
  expect(formatDate('2026-11-12T10:00:00Z')).toBe('12 نومبر 2026');
  expect(formatPKR(-1234.5)).toBe('\u2066-PKR 1,234.50\u2069');
  const now = new Date('2026-11-12T10:00:00Z');
  expect(formatRelativeTime(new Date(now.getTime() - 3 * 3600_000), now)).toBe('3 گھنٹے پہلے');
  expect(formatRelativeTime(new Date(now.getTime() - 3600_000), now)).toBe('1 گھنٹہ پہلے');
});

test('the shared rules’ English messages are translated, labels inside templates too', async () => {
  expect(translateText(requiredMessage('First name'))).toBe('First name is required');
  await setLanguage('ur');
  expect(translateText(requiredMessage('First name'))).toBe('پہلا نام لازمی ہے');
  expect(translateText(MESSAGES.email)).toBe('درست ای میل ایڈریس لکھیں');
  // A message nobody translated stays as it came rather than vanishing.
  expect(translateText('Something new')).toBe('Something new');
});
