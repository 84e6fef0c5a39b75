import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO_SELLER, NEW_SELLER } from '../support/env';
import { expectPageTitle, signInThroughForm, watchForErrors } from '../support/portal';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Modules' });

/** The sign-up form's labels and what a new manufacturer types into them. */
function signupFields(email: string, password: string): Array<[string, string]> {
  return [
    ['First Name', 'Ayesha'],
    ['Last Name', 'Khan'],
    ['Email', email],
    ['Password', password],
    ['Company Name', 'Indus Seeds Pvt Ltd'],
    ['Company City', 'Multan'],
    ['Company State', 'Punjab'],
    ['Company ZIP Code', '60000'],
    ['Phone', '03001234567'],
    ['NTN Number', '1234567-8'],
  ];
}

const SERVER_TROUBLE = 'Something went wrong on our side, please try again';

test('the demo seller signs in, lands on the dashboard, and a reload keeps the session', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_SELLER);
  await expect(page).toHaveURL('/');
  await expectPageTitle(page, 'Dashboard');
  await expect(page.getByText('Punjab Agro Industries').first()).toBeVisible();

  await page.reload();
  await expectPageTitle(page, 'Dashboard');
  await expect(page).toHaveURL('/');
});

test('an anonymous visit to /login logs no error and sends no refresh; once signed in, a reload refreshes and keeps the session', async ({ page }) => {
  const { problems, watched } = watchForErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(watched).toEqual([]);

  await signInThroughForm(page, DEMO_SELLER);
  await expectPageTitle(page, 'Dashboard');
  await page.reload();
  await expectPageTitle(page, 'Dashboard');
  await expect(page.getByText('Punjab Agro Industries').first()).toBeVisible();
  expect(watched).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("a reload that cuts off the session's refresh after the server rotated it still finds the seller signed in", async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_SELLER);
  await expectPageTitle(page, 'Dashboard');
  // The next start-up refresh reaches the server, which rotates the cookie, but its answer never
  // reaches the page: what a reload or a second navigation in that instant does.
  let cutOff = false;
  await page.route(
    '**/api/auth/refresh-token',
    async (route) => {
      // Sent outside the browser, so the rotated cookie in the answer is not stored.
      const request = route.request();
      const answer = await fetch(request.url(), { method: 'POST', headers: await request.allHeaders() });
      expect(answer.status).toBe(200);
      cutOff = true;
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.reload();
  await expect.poll(() => cutOff).toBe(true);
  await page.goto('/order-management');
  await expectPageTitle(page, 'Order Management');
  await page.reload();
  await expectPageTitle(page, 'Order Management');
});

test('a guarded page sends a signed-out visitor to /login and back there after sign-in', async ({ page }) => {
  await page.goto('/payments?tab=invoices');
  await expect(page).toHaveURL('/login');
  await signInThroughForm(page, DEMO_SELLER);
  await expect(page).toHaveURL('/payments?tab=invoices');
  await expectPageTitle(page, 'Payments & Financing');
});

test("a wrong password shows the server's message and keeps what was typed", async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, { email: DEMO_SELLER.email, password: 'not-the-password1' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_SELLER.email);
  await expect(page).toHaveURL('/login');
});

test('signing out returns to /login, and a reload stays signed out', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_SELLER);
  await expectPageTitle(page, 'Dashboard');
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await page.reload();
  await expect(page).toHaveURL('/login');
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('an unverified seller sees three modules, the welcome, and no way into the others', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, NEW_SELLER);
  await expectPageTitle(page, 'Dashboard');
  await expect(page.getByText('Welcome to AgriHub Seller Portal')).toBeVisible();
  await expect(page.getByText(/1 working week/)).toBeVisible();
  await expect(sidebar(page).getByRole('link')).toHaveText(['Dashboard', 'Document Center', 'Support & Notifications']);

  await page.getByRole('link', { name: 'Upload Documents' }).click();
  await expect(page).toHaveURL('/document-center');
  await expectPageTitle(page, 'Document Center');

  await page.goto('/order-management');
  await expect(page.getByText('Verification required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toHaveCount(0);
});

test('a new manufacturer signs up and lands on the dashboard', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.pk`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('Create your Manufacturer Account')).toBeVisible();
  for (const [label, value] of signupFields(email, 'Password1')) await page.getByLabel(label).fill(value);
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  // A common password passes the form's own rules; the server refuses it, and nothing typed is lost.
  await submit.click();
  await expect(page.getByText('This password is too easy to guess. Try a few unrelated words with a digit or symbol').first()).toBeVisible();
  await expect(page.getByLabel('Company Name')).toHaveValue('Indus Seeds Pvt Ltd');
  await expect(page.getByLabel('Password')).toHaveValue('Password1');
  await page.getByLabel('Password').fill('Rabi&Wheat2026');
  await submit.click();
  await expect(page.getByText('Signup Successful')).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  await expect(page.getByText('Welcome to AgriHub Seller Portal')).toBeVisible();
  await expect(page.getByText('Indus Seeds Pvt Ltd').first()).toBeVisible();
});

for (const failure of ['answers 500', 'fails on the network'] as const) {
  test(`a sign-up whose request ${failure} says the server had trouble, in words, and keeps what was typed`, async ({ page }) => {
    await page.route('**/api/auth/register', (route) =>
      failure === 'answers 500' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) : route.abort('failed'),
    );
    await page.goto('/signup');
    const fields = signupFields(`e2e-trouble-${Date.now()}@example.pk`, 'Rabi&Wheat2026');
    for (const [label, value] of fields) await page.getByLabel(label).fill(value);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText(SERVER_TROUBLE);
    await expect(page.getByText('Signup Failed')).toBeVisible();
    await expect(page.getByText(/Request failed|Failed to fetch|status 500/)).toHaveCount(0);
    for (const [label, value] of fields) await expect(page.getByLabel(label)).toHaveValue(value);
    await expect(page).toHaveURL('/signup');
  });
}

test('a signed-in seller who opens /signup or /forgot-password lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_SELLER);
  await expectPageTitle(page, 'Dashboard');
  for (const path of ['/signup', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expectPageTitle(page, 'Dashboard');
  }
});

test("the dashboard's figures are the server's overview", async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: DEMO_SELLER });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const overview = await page.request.get('/api/dashboard/overview', { headers: { authorization: `Bearer ${data.accessToken}` } });
  const { data: figures } = (await overview.json()) as {
    data: {
      orders: { total: number };
      products: { active: number; total: number };
      notifications: { unread: number };
      recent: { orders: Array<{ orderNumber: string }> };
    };
  };

  await page.goto('/');
  await expectPageTitle(page, 'Dashboard');
  await expect(page.getByTestId('stat-total-orders')).toContainText(figures.orders.total.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-active-products')).toContainText(String(figures.products.active));
  await expect(page.getByTestId('stat-active-products')).toContainText(`${figures.products.total} total`);
  await expect(page.getByTestId('stat-unread-notifications')).toContainText(String(figures.notifications.unread));
  for (const order of figures.recent.orders) await expect(page.getByText(order.orderNumber)).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a refused sign-up's toast leaves the form's button free, so a corrected form goes through at once", async ({ page }) => {
    await page.goto('/signup');
    for (const [label, value] of signupFields(`e2e-phone-${Date.now()}@example.pk`, 'Password1')) await page.getByLabel(label).fill(value);
    await page.getByRole('checkbox').check();
    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Signup Failed' });
    await expect(toast).toBeVisible();
    const [a, b] = [await toast.boundingBox(), await submit.boundingBox()];
    expect(a && b).toBeTruthy();
    if (a && b) expect(a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
    await page.getByLabel('Password').fill('Rabi&Wheat2026');
    await submit.click({ timeout: 2000 });
    await expect(page.getByText('Signup Successful')).toBeVisible();
  });

  test('the sidebar becomes a drawer opened from the top bar', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, DEMO_SELLER);
    await expectPageTitle(page, 'Dashboard');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar(page).getByRole('link', { name: 'Support & Notifications' }).click();
    await expectPageTitle(page, 'Support & Notifications');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test('ticking the terms right after an invalid NTN takes one click, and the error still shows', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('NTN Number').fill('1234567');
    const terms = page.getByRole('checkbox');
    await terms.click();
    await expect(terms).toBeChecked();
    await expect(page.getByText('NTN must be 7 digits, a dash and a check digit (e.g. 1234567-8)')).toBeVisible();
  });
});
