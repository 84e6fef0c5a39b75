import { expect, test, type Route } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { watchForErrors } from '../support/portal';
import { DashboardPage } from '../pages/dashboard-page';
import { LoginPage } from '../pages/login-page';

// The signed-out first pages come as HTML the build rendered (shell/src/prerender.tsx), in the language
// the server picks, so they paint before any JavaScript; the page's code then takes that markup over.

/** The portal's primary green (shared/src/theme/theme.ts): a button drawn with the page's own styles. */
const PRIMARY = 'rgb(46, 125, 50)';
/** MUI's disabled button (sign-up's Create Account waits for the terms to be accepted). */
const DISABLED = 'rgba(0, 0, 0, 0.12)';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows its heading, fields and Sign In button', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCSS('background-color', PRIMARY);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  test('sign-up and forgot password show their forms too, each with all its styles', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(page.getByLabel('Company Name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCSS('background-color', DISABLED);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCSS('background-color', PRIMARY);
  });

  test.describe('a browser that reads Urdu', () => {
    test.use({ locale: 'ur-PK' });

    test('gets the page in Urdu, right to left', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('button', { name: 'سائن اِن کریں' })).toHaveCSS('background-color', PRIMARY);
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: 'سائن اپ' })).toBeVisible();
      await expect(page.locator('form button[type="submit"]')).toHaveCSS('background-color', DISABLED);
      await expect(page.getByRole('textbox').first()).toHaveCSS('direction', 'rtl');
    });
  });
});

test('the page paints before its code arrives, which then takes it over without drawing it again, keeping what was typed', async ({ page }) => {
  const { problems } = watchForErrors(page);
  // The shell's entry script is held back until the page has been seen and typed into.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
  await expect(heading).toBeVisible();
  await expect(page.locator('form[data-started]')).toHaveCount(0);
  await heading.evaluate((node) => ((window as unknown as { servedHeading: Element }).servedHeading = node));
  await page.getByLabel('Email').fill(DEMO_SELLER.email);

  release();
  await expect(page.locator('form[data-started]')).toHaveCount(1);
  // The same element, never replaced: the server's markup was taken over, not drawn again.
  expect(await heading.evaluate((node) => (window as unknown as { servedHeading: Element }).servedHeading === node)).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_SELLER.email);

  // The form knows the email typed before its code arrived: only the password is asked for.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await page.getByLabel('Password').fill(DEMO_SELLER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await new DashboardPage(page).expectShown();
  expect(problems).toEqual([]);
});

test('a language chosen on this browser is the language the server sends the page in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'اردو' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن' })).toBeVisible();
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('lang="ur"');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await (await page.request.get('/login')).text()).toContain('lang="en"');
});
