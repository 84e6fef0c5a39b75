import { expect, test, type Page } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { REMOTE_PAGES, signInViaApi, watchForErrors } from '../support/portal';
import { DashboardPage } from '../pages/dashboard-page';
import { LoginPage } from '../pages/login-page';
import { OrderPage } from '../pages/order-page';
import { Screen } from '../pages/screen';
import { Shell } from '../pages/shell';

// Every page path answers the shell's index.html; its scripts must load from the site root whatever
// the depth, or the page stays white (issue 15). A module owns the paths below its own.

/** The remote page at `path`, with the title the spec gives it. */
function remotePage(page: Page, path: string): Screen {
  return new Screen(page, path, REMOTE_PAGES.find((p) => p.path === path)!.title);
}

test('unknown paths at any depth show the 404 page, with nothing failing to load', async ({ page }) => {
  const { problems } = watchForErrors(page);
  const shell = new Shell(page);
  for (const path of ['/a/b/c', '/x/y/z/w']) {
    await page.goto(path);
    await expect(shell.notFoundMessage).toBeVisible();
    await expect(shell.returnHomeLink).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('/login/ with a trailing slash shows the sign-in form, which signs in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('/login/');
  await expect(login.heading).toBeVisible();
  await login.signIn(DEMO_SELLER);
  await new DashboardPage(page).expectShown();
});

test('signed in: a trailing slash shows the page, a sub-path of a module shows the module, an unknown deep path the 404', async ({ page }) => {
  await signInViaApi(page, DEMO_SELLER);
  const { problems } = watchForErrors(page);
  const shell = new Shell(page);
  for (const path of ['/order-management', '/document-center']) await remotePage(page, path).open('/');
  await new OrderPage(page, 'ORD-100001').open();
  await expect(shell.moduleLink('Order Management')).toHaveAttribute('aria-current', 'page');
  // A module owns the paths below its own: the catalog says it has no such page, in the portal's frame.
  await page.goto('/product-catalog/anything/else');
  await expect(page.getByText('The catalog has no page at this address.')).toBeVisible();
  await expect(shell.moduleLink('Product Catalog')).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Back to catalog' }).click();
  await remotePage(page, '/product-catalog').expectShown();
  await page.goto('/x/y/z/w');
  await expect(shell.notFoundMessage).toBeVisible();
  expect(problems).toEqual([]);
});

test('a signed-out deep link into a module goes to /login and back to the same path after sign-in', async ({ page }) => {
  const order = new OrderPage(page, 'ORD-100001');
  await order.goto();
  await expect(page).toHaveURL('/login');
  await new LoginPage(page).signIn(DEMO_SELLER);
  await expect(page).toHaveURL('/order-management/ORD-100001');
  await order.expectShown();
});
