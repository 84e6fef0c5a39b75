import { expect, test, type Page } from '@playwright/test';
import { DEMO_SELLER, NEW_SELLER } from '../support/env';
import { watchForErrors } from '../support/portal';
import { DashboardPage } from '../pages/dashboard-page';
import { DocumentsPage } from '../pages/documents-page';
import { LoginPage, type Credentials } from '../pages/login-page';
import { OrdersPage } from '../pages/orders-page';
import { PaymentsPage } from '../pages/payments-page';
import { Shell } from '../pages/shell';
import { SignupPage, type SignupDetails } from '../pages/signup-page';
import { SupportPage } from '../pages/support-page';

/** What a new manufacturer types into the sign-up form. */
function signupFields(email: string, password: string): SignupDetails {
  return {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email,
    password,
    companyName: 'Indus Seeds Pvt Ltd',
    city: 'Multan',
    state: 'Punjab',
    zipCode: '60000',
    phone: '03001234567',
    ntn: '1234567-8',
  };
}

/** Signs in on /login and waits for the Dashboard. */
async function signInAtLogin(page: Page, user: Credentials): Promise<DashboardPage> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(user);
  const dashboard = new DashboardPage(page);
  await dashboard.expectShown();
  return dashboard;
}

const SERVER_TROUBLE = 'Something went wrong on our side, please try again';

test('the demo seller signs in, lands on the dashboard, and a reload keeps the session', async ({ page }) => {
  const login = new LoginPage(page);
  const dashboard = new DashboardPage(page);
  await login.open();
  await login.signIn(DEMO_SELLER);
  await expect(page).toHaveURL('/');
  await dashboard.expectShown();
  await expect(new Shell(page).companyName('Punjab Agro Industries')).toBeVisible();

  await page.reload();
  await dashboard.expectShown();
  await expect(page).toHaveURL('/');
});

test('an anonymous visit to /login logs no error and sends no refresh; once signed in, a reload refreshes and keeps the session', async ({ page }) => {
  const { problems, watched } = watchForErrors(page);
  const login = new LoginPage(page);
  const dashboard = new DashboardPage(page);
  await login.open();
  await expect(login.heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(watched).toEqual([]);

  await login.signIn(DEMO_SELLER);
  await dashboard.expectShown();
  await page.reload();
  await dashboard.expectShown();
  await expect(new Shell(page).companyName('Punjab Agro Industries')).toBeVisible();
  expect(watched).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("a reload that cuts off the session's refresh after the server rotated it still finds the seller signed in", async ({ page }) => {
  await signInAtLogin(page, DEMO_SELLER);
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
  const orders = new OrdersPage(page);
  await orders.open();
  await page.reload();
  await orders.expectShown();
});

test('a guarded page sends a signed-out visitor to /login and back there after sign-in', async ({ page }) => {
  const payments = new PaymentsPage(page);
  await payments.goto('?tab=invoices');
  await expect(page).toHaveURL('/login');
  await new LoginPage(page).signIn(DEMO_SELLER);
  await expect(page).toHaveURL('/payments?tab=invoices');
  await payments.expectShown();
});

test("a wrong password shows the server's message and keeps what was typed", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn({ email: DEMO_SELLER.email, password: 'not-the-password1' });
  await expect(login.wrongCredentialsMessage).toBeVisible();
  await expect(login.email).toHaveValue(DEMO_SELLER.email);
  await expect(page).toHaveURL('/login');
});

test('signing out returns to /login, and a reload stays signed out', async ({ page }) => {
  await signInAtLogin(page, DEMO_SELLER);
  await new Shell(page).logOut();
  await expect(page).toHaveURL('/login');
  await page.reload();
  await expect(page).toHaveURL('/login');
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('an unverified seller sees three modules, the welcome, and no way into the others', async ({ page }) => {
  const dashboard = await signInAtLogin(page, NEW_SELLER);
  const shell = new Shell(page);
  await expect(dashboard.welcome).toBeVisible();
  await expect(dashboard.verificationTime).toBeVisible();
  await expect(shell.moduleLinks).toHaveText(['Dashboard', 'Document Center', 'Support & Notifications']);

  await dashboard.uploadDocumentsLink.click();
  await expect(page).toHaveURL('/document-center');
  await new DocumentsPage(page).expectShown();

  const orders = new OrdersPage(page);
  await orders.goto();
  await expect(shell.verificationRequired).toBeVisible();
  await expect(shell.headings(orders.titleText, 1)).toHaveCount(0);
});

test('a new manufacturer signs up and lands on the dashboard', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.pk`;
  const signup = new SignupPage(page);
  await signup.open();
  await expect(signup.heading).toBeVisible();
  await expect(signup.intro).toBeVisible();
  await signup.fill(signupFields(email, 'Password1'));
  await expect(signup.createAccountButton).toBeDisabled();
  await signup.acceptTerms();
  // A common password passes the form's own rules; the server refuses it, and nothing typed is lost.
  await signup.createAccountButton.click();
  await expect(signup.commonPasswordMessage).toBeVisible();
  await expect(signup.field('companyName')).toHaveValue('Indus Seeds Pvt Ltd');
  await expect(signup.field('password')).toHaveValue('Password1');
  await signup.fill({ password: 'Rabi&Wheat2026' });
  await signup.createAccountButton.click();
  await expect(signup.successToast).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  const dashboard = new DashboardPage(page);
  await expect(dashboard.welcome).toBeVisible();
  await expect(new Shell(page).companyName('Indus Seeds Pvt Ltd')).toBeVisible();
});

for (const failure of ['answers 500', 'fails on the network'] as const) {
  test(`a sign-up whose request ${failure} says the server had trouble, in words, and keeps what was typed`, async ({ page }) => {
    await page.route('**/api/auth/register', (route) =>
      failure === 'answers 500' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) : route.abort('failed'),
    );
    const signup = new SignupPage(page);
    await signup.open();
    const fields = signupFields(`e2e-trouble-${Date.now()}@example.pk`, 'Rabi&Wheat2026');
    await signup.fill(fields);
    await signup.acceptTerms();
    await signup.createAccountButton.click();
    await expect(signup.serverError).toHaveText(SERVER_TROUBLE);
    await expect(signup.failureToast).toBeVisible();
    await expect(signup.technicalErrors).toHaveCount(0);
    for (const [name, value] of Object.entries(fields) as Array<[keyof SignupDetails, string]>) await expect(signup.field(name)).toHaveValue(value);
    await expect(page).toHaveURL('/signup');
  });
}

test('a signed-in seller who opens /signup or /forgot-password lands on the dashboard', async ({ page }) => {
  const dashboard = await signInAtLogin(page, DEMO_SELLER);
  for (const path of ['/signup', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await dashboard.expectShown();
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

  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.totalOrders).toContainText(figures.orders.total.toLocaleString('en-US'));
  await expect(dashboard.activeProducts).toContainText(String(figures.products.active));
  await expect(dashboard.activeProducts).toContainText(`${figures.products.total} total`);
  await expect(dashboard.unreadNotifications).toContainText(String(figures.notifications.unread));
  for (const order of figures.recent.orders) await expect(dashboard.recentOrder(order.orderNumber)).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/no-such-page');
  await expect(shell.notFoundMessage).toBeVisible();
  await shell.returnHomeLink.click();
  await expect(page).toHaveURL(/\/(login)?$/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a refused sign-up's toast leaves the form's button free, so a corrected form goes through at once", async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.open();
    await signup.fill(signupFields(`e2e-phone-${Date.now()}@example.pk`, 'Password1'));
    await signup.acceptTerms();
    const submit = signup.createAccountButton;
    await submit.click();
    const toast = signup.failureAlert;
    await expect(toast).toBeVisible();
    const [a, b] = [await toast.boundingBox(), await submit.boundingBox()];
    expect(a && b).toBeTruthy();
    if (a && b) expect(a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
    await signup.fill({ password: 'Rabi&Wheat2026' });
    await submit.click({ timeout: 2000 });
    await expect(signup.successToast).toBeVisible();
  });

  test('the sidebar becomes a drawer opened from the top bar', async ({ page }) => {
    await signInAtLogin(page, DEMO_SELLER);
    const shell = new Shell(page);
    await expect(shell.sidebar).toBeHidden();
    await shell.openNavigationButton.click();
    await shell.moduleLink('Support & Notifications').click();
    await new SupportPage(page).expectShown();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test('ticking the terms right after an invalid NTN takes one click, and the error still shows', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.open();
    await signup.fill({ ntn: '1234567' });
    await signup.terms.click();
    await expect(signup.terms).toBeChecked();
    await expect(signup.ntnFormatMessage).toBeVisible();
  });
});
