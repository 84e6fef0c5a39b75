import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { REMOTE_PAGES, expectPageTitle, signInThroughForm, signInViaApi, watchForErrors } from '../support/portal';

// Every page path answers the shell's index.html; its scripts must load from the site root whatever
// the depth, or the page stays white (issue 15). A module owns the paths below its own.

const NOT_FOUND = 'Oops! Page not found';
const titleOf = (path: string) => REMOTE_PAGES.find((p) => p.path === path)!.title;

test('unknown paths at any depth show the 404 page, with nothing failing to load', async ({ page }) => {
  const { problems } = watchForErrors(page);
  for (const path of ['/a/b/c', '/x/y/z/w']) {
    await page.goto(path);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('/login/ with a trailing slash shows the sign-in form, which signs in', async ({ page }) => {
  await page.goto('/login/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInThroughForm(page, DEMO_SELLER);
  await expectPageTitle(page, 'Dashboard');
});

test('signed in: a trailing slash shows the page, a sub-path of a module shows the module, an unknown deep path the 404', async ({ page }) => {
  await signInViaApi(page, DEMO_SELLER);
  const { problems } = watchForErrors(page);
  for (const path of ['/order-management', '/document-center']) {
    await page.goto(`${path}/`);
    await expectPageTitle(page, titleOf(path));
  }
  await page.goto('/order-management/ORD-100001');
  await expectPageTitle(page, titleOf('/order-management'));
  await expect(page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Order Management' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/product-catalog/anything/else');
  await expectPageTitle(page, titleOf('/product-catalog'));
  await page.goto('/x/y/z/w');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a signed-out deep link into a module goes to /login and back to the same path after sign-in', async ({ page }) => {
  await page.goto('/order-management/ORD-100001');
  await expect(page).toHaveURL('/login');
  await signInThroughForm(page, DEMO_SELLER);
  await expect(page).toHaveURL('/order-management/ORD-100001');
  await expectPageTitle(page, titleOf('/order-management'));
});
